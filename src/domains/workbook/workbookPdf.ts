import 'server-only'

import type { Payload } from 'payload'

import { longDate } from '@/lib/rules/ukTime'
import { answerStatusLabels } from '@/lib/rules/workbook'
import { a4Document, pdfBytes, pdfColours } from '@/lib/server/pdf/pdfDocument'
import { privateFileBytes } from '@/lib/server/uploads/privateFiles'

import { findOwnWorkbookFile } from './files'
import type { WorkbookCourse } from './workbook'

const { navy, grey, rule } = pdfColours
const margin = 56
const photoBox: [number, number] = [220, 165]

/**
 * "Download my workbook": each course's actions with the learner's answers as they stand (their words, ticks, yes or
 * no, and photos), where each stands, and the coach's latest reply. Voice notes are named, to be heard online.
 */
export const workbookPdf = async (payload: Payload, learner: { id: string; name: string }, courses: readonly WorkbookCourse[], now = new Date()): Promise<Buffer> => {
  const doc = await a4Document({ Title: `My workbook: ${learner.name}`, Subject: 'Solving Tech practical workbook' }, margin)
  const width = doc.page.width - 2 * margin
  const keepSpace = (height: number) => {
    if (doc.y + height > doc.page.height - margin) doc.addPage()
  }
  const write = (text: string, font: 'regular' | 'bold', size: number, colour: string = navy) => doc.font(font).fontSize(size).fillColor(colour).text(text, margin, doc.y, { width })

  write('My workbook', 'bold', 24)
  write(`${learner.name} · ${longDate(now)}`, 'regular', 12, grey)
  if (courses.length === 0) {
    doc.moveDown()
    write('No actions yet: enrol in a course to get its weekly actions.', 'regular', 12, grey)
  }
  for (const course of courses) {
    keepSpace(80)
    doc.moveDown(1.2)
    write(course.title, 'bold', 18)
    write(`${course.actionsDone} of ${course.actionsSet} actions sent to your coach`, 'regular', 11, grey)
    for (const { lesson, action } of course.entries) {
      keepSpace(90)
      doc.moveDown(0.8)
      doc.lineWidth(0.5).strokeColor(rule).moveTo(margin, doc.y).lineTo(margin + width, doc.y).stroke()
      doc.moveDown(0.4)
      write(`Lesson ${lesson.orderIndex}: ${lesson.title}`, 'bold', 13)
      if (action.title) write(action.title, 'regular', 12)
      write(answerStatusLabels[action.answer.status], 'regular', 10, grey)
      for (const prompt of action.prompts) {
        const answer = action.answer.answers.find((each) => each.promptId === prompt.id)
        keepSpace(40)
        doc.moveDown(0.4)
        write(prompt.question, 'bold', 11)
        if (!answer) write('Not answered', 'regular', 11, grey)
        if (answer?.text) write(answer.text, 'regular', 11)
        if (answer?.choice) write(answer.choice === 'yes' ? 'Yes' : 'No', 'regular', 11)
        if (answer?.ticked) for (const item of prompt.items) write(`${answer.ticked.includes(item) ? '☑' : '☐'} ${item}`, 'regular', 11)
        for (const fileId of answer?.fileIds ?? []) {
          const info = action.answer.files.find((file) => file.id === fileId)
          if (info?.kind === 'voice') {
            write(`Voice note${info.durationSeconds ? ` (${Math.round(info.durationSeconds)} s)` : ''}: listen to it in My workbook online.`, 'regular', 11, grey)
            continue
          }
          const stored = await findOwnWorkbookFile(payload, learner.id, fileId)
          const bytes = stored && (await privateFileBytes(payload, 'workbook-files', stored))
          if (!bytes) continue
          keepSpace(photoBox[1] + 10)
          doc.image(bytes, margin, doc.y + 4, { fit: photoBox })
          doc.y += photoBox[1] + 8
        }
      }
      const reply = action.answer.rounds.find((round) => round.verdict)
      if (reply?.verdict) {
        keepSpace(40)
        doc.moveDown(0.4)
        write(`Your coach: ${answerStatusLabels[reply.verdict]}`, 'bold', 11)
        if (reply.coachReply) write(reply.coachReply, 'regular', 11)
      }
    }
  }
  return pdfBytes(doc)
}
