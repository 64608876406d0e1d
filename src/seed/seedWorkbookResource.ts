import type { Payload, PayloadRequest } from 'payload'

import type { PromptKind } from '@/lib/rules/workbook'
import { a4Document, pdfBytes, pdfColours } from '@/lib/server/pdf/pdfDocument'
import { findOrCreate } from './findOrCreate'
import type { SeedCourse, SeedPrompt } from './types'

const { navy, grey, rule: ruleGrey } = pdfColours
const margin = 56

/** What each kind of prompt leaves on paper: a hint for answers made with the phone, and ruled lines to write on. */
const answerSpace: Record<PromptKind, { hint?: string; lines: number }> = {
  shortText: { lines: 1 },
  longText: { lines: 4 },
  checklist: { lines: 0 },
  yesNo: { lines: 0 },
  photo: { hint: 'Take it on your phone and add it on the lesson screen, or note here what it shows:', lines: 2 },
  voice: { hint: 'Record it on the lesson screen, or jot down what you would say:', lines: 3 },
}

/** Roughly how tall a prompt is with its room to answer, in points, so that page breaks fall between prompts. */
const promptHeight = ({ kind, checklistItems }: SeedPrompt) => 50 + answerSpace[kind].lines * 22 + (checklistItems?.length ?? 0) * 18

/** The printable workbook: a short introduction, then each lesson's action with its prompts and room to answer. */
export const workbookPdf = async (course: SeedCourse): Promise<Buffer> => {
  const doc = await a4Document({ Title: 'The Solving Tech workbook', Subject: course.title }, margin)
  const width = doc.page.width - 2 * margin

  const keepSpace = (height: number) => {
    if (doc.y + height > doc.page.height - margin) doc.addPage()
  }
  const write = (text: string, font: 'regular' | 'bold', size: number, colour: string, indent = 0) =>
    doc.font(font).fontSize(size).fillColor(colour).text(text, margin + indent, doc.y, { width: width - indent })
  const tickBox = (x: number, y: number) => doc.lineWidth(0.75).strokeColor(navy).rect(x, y + 2, 10, 10).stroke()
  const ruledLines = (count: number) => {
    for (let line = 0; line < count; line++) {
      keepSpace(24)
      const y = doc.y + 20
      doc.lineWidth(0.5).strokeColor(ruleGrey).moveTo(margin, y).lineTo(margin + width, y).stroke()
      doc.y = y + 2
    }
  }

  write('The Solving Tech workbook', 'bold', 24, navy)
  doc.moveDown(0.3)
  write(course.title, 'regular', 13, grey)
  doc.moveDown(1)
  for (const paragraph of [
    'Each lesson ends with one action for the week: a small, practical step you can take on site, in the van or at home.',
    'Answer on the lesson screen to send your answers to your coach, or write them here if you prefer paper. There are no wrong answers: the point is to try one idea a week and see what it gives you back.',
  ]) {
    write(paragraph, 'regular', 11, grey)
    doc.moveDown(0.6)
  }

  for (const { orderIndex, title, action } of course.lessons) {
    if (!action?.prompts.length) continue
    doc.moveDown(1)
    keepSpace(110 + promptHeight(action.prompts[0]))
    write(`Lesson ${orderIndex}: ${title}`, 'bold', 15, navy)
    doc.moveDown(0.3)
    write(`This week: ${action.title}`, 'bold', 12, navy)
    doc.moveDown(0.2)
    write(action.instructions, 'regular', 11, grey)
    action.prompts.forEach((prompt, index) => {
      const { kind, question, checklistItems } = prompt
      const { hint, lines } = answerSpace[kind]
      doc.moveDown(0.8)
      keepSpace(promptHeight(prompt))
      write(`${index + 1}. ${question}`, 'bold', 11, navy)
      doc.moveDown(0.3)
      if (hint) write(hint, 'regular', 10, grey)
      for (const item of checklistItems ?? []) {
        keepSpace(18)
        tickBox(margin, doc.y)
        write(item, 'regular', 11, grey, 18)
        doc.moveDown(0.2)
      }
      if (kind === 'yesNo') {
        const y = doc.y
        tickBox(margin, y)
        doc.font('regular').fontSize(11).fillColor(grey).text('Yes', margin + 18, y, { lineBreak: false })
        tickBox(margin + 80, y)
        doc.text('No', margin + 98, y, { lineBreak: false })
        doc.y = y + 18
      }
      ruledLines(lines)
    })
  }

  return pdfBytes(doc)
}

const title = 'The workbook (PDF)'

/** Builds the workbook from the course's actions and uploads it once into `workbook-resources` for the course. */
export const seedWorkbookResource = (payload: Payload, req: PayloadRequest, course: SeedCourse, courseId: string): Promise<string> =>
  findOrCreate(payload, req, 'workbook-resources', { and: [{ course: { equals: courseId } }, { title: { equals: title } }] }, async () => {
    const data = await workbookPdf(course)
    return payload.create({
      collection: 'workbook-resources',
      req,
      data: { title, course: courseId },
      file: { data, mimetype: 'application/pdf', name: 'solving-tech-workbook.pdf', size: data.length },
    })
  })
