import 'server-only'

import { longDate } from '@/lib/rules/ukTime'
import { behaviourMeasures, includesSampleDataNote } from '@/lib/rules/impactBehaviour'
import { changeLabel, countLabel } from '@/lib/rules/impactFigures'
import { comparisonNote, comparisons, intervalLabel, meanLabel, shortQuestionLabels, smallCohortNote } from '@/lib/rules/impactReport'
import { quoteExcerpt, quotesHeading } from '@/lib/rules/impactQuotes'
import { minimumCohort, smallestGroupShown } from '@/lib/rules/impactSuppression'
import { a4Document, pdfBytes, pdfColours } from '@/lib/server/pdf/pdfDocument'

import type { ImpactReport } from './impactReport'
import type { ReportQuote } from './quotes'

const { navy, grey, rule } = pdfColours

/** Characters of a quote the page prints: the screen and the CSV have them whole. */
const quoteRoom = 160

/**
 * "In their words": as many of the quotes as the page has room for above `bottom` (each cut to `quoteRoom`), and a
 * line saying how many more the CSV has, so the summary stays one page however full its tables are.
 */
const quotesWithin = (doc: PDFKit.PDFDocument, quotes: ReportQuote[], { left, width, bottom }: { left: number; width: number; bottom: number }) => {
  const lineOfMore = 14
  doc.moveDown(0.8).font('bold').fontSize(13).fillColor(navy).text(quotesHeading, left, doc.y, { width })
  let shown = 0
  for (const quote of quotes) {
    const text = `“${quoteExcerpt(quote.words, quoteRoom)}” (${quote.from})`
    doc.font('regular').fontSize(9.5).fillColor(navy)
    const more = shown + 1 < quotes.length ? lineOfMore : 0
    if (doc.y + 4 + doc.heightOfString(text, { width }) + more > bottom) break
    doc.moveDown(0.3).text(text, left, doc.y, { width })
    shown++
  }
  if (shown < quotes.length) doc.moveDown(0.3).fontSize(9.5).fillColor(grey).text(`${quotes.length - shown} more in the CSV download.`, left, doc.y, { width })
}

/** Column positions of the change tables, from the left margin: question, start, later, change, interval. */
const columns = [0, 250, 310, 370, 430] as const

/**
 * The funder's one-page summary of a course's impact: who answered, and the mean change per question from the start
 * to the end and to 90 days on, with its 95 % interval. No names; what `reportFigures` hides is not shown, and says why.
 */
export const impactSummaryPdf = async (report: ImpactReport, about: { courseTitle: string; periodLabel: string; madeAt: Date }): Promise<Buffer> => {
  const doc = await a4Document({ Title: `What changed: ${about.courseTitle}`, Subject: `Impact summary, ${about.periodLabel}` }, 48)
  const left = 48
  const width = doc.page.width - 96
  const { counts } = report

  if (report.includesSampleData) doc.font('bold').fontSize(10).fillColor(navy).text(includesSampleDataNote, left, 48, { width }).moveDown(0.5)
  doc.font('bold').fontSize(16).fillColor(navy).text("Solving Tech: what changed for learners' businesses", left, report.includesSampleData ? doc.y : 48, { width })
  doc.moveDown(0.3).font('regular').fontSize(11).fillColor(grey).text(`${about.courseTitle} · learners who answered at the start: ${about.periodLabel} · made ${longDate(about.madeAt)}`, { width })
  doc
    .moveDown(0.8)
    .font('regular')
    .fontSize(10)
    .fillColor(navy)
    .text(
      `Answered at the start: ${countLabel(counts.baseline)}. Also at the end: ${countLabel(counts.end)}. Also 90 days after: ${countLabel(counts.followUp)}. ` +
        `Businesses: ${countLabel(counts.businesses)}. Completions: ${countLabel(counts.completions)}. ` +
        `Lessons completed: ${countLabel(counts.lessonsWatched)} watched through in the player, ${countLabel(counts.lessonsMarked)} marked complete. ` +
        `Calls joined: ${countLabel(counts.callsJoined)}. Mentoring calls attended: ${countLabel(counts.mentoringAttended)}.`,
      { width },
    )
  const cohortNote = smallCohortNote(counts.baseline)
  if (cohortNote) doc.moveDown(0.5).text(cohortNote, left, doc.y, { width })
  doc.moveDown(0.8).font('bold').fontSize(13).fillColor(navy).text('What learners did', left, doc.y, { width })
  doc
    .moveDown(0.3)
    .font('regular')
    .fontSize(10)
    .text(behaviourMeasures(report.behaviour).map((measure) => `${measure.label}: ${measure.printed}.`).join(' '), left, doc.y, { width })

  for (const comparison of comparisons) {
    const changes = report.comparisons[comparison.name]
    doc.moveDown(1).font('bold').fontSize(13).fillColor(navy).text(comparison.label, left, doc.y, { width })
    const note = comparisonNote(changes)
    if (note) {
      doc.moveDown(0.3).font('regular').fontSize(10).fillColor(grey).text(note, left, doc.y, { width })
      continue
    }
    doc.moveDown(0.2).font('regular').fontSize(10).fillColor(grey).text(`${changes.count} learners answered both times.`, left, doc.y, { width })
    doc.moveDown(0.5)
    const header = ['Question', 'Start', 'Later', 'Change', '95 % interval']
    let y = doc.y
    doc.font('bold').fontSize(9).fillColor(navy)
    header.forEach((text, index) => doc.text(text, left + columns[index], y, { width: index === 0 ? 240 : 110, lineBreak: false }))
    y += 14
    doc.lineWidth(0.5).strokeColor(rule).moveTo(left, y).lineTo(left + width, y).stroke()
    y += 4
    doc.font('regular').fontSize(9).fillColor(navy)
    for (const question of changes.questions) {
      const cells = [shortQuestionLabels[question.question], meanLabel(question.before), meanLabel(question.after), question.change ? changeLabel(question.change.mean) : '–', intervalLabel(question.change)]
      const rowHeight = Math.max(12, doc.heightOfString(cells[0], { width: 240 }))
      cells.forEach((text, index) => doc.text(text, left + columns[index], y, { width: index === 0 ? 240 : 110 }))
      y += rowHeight + 4
    }
    doc.y = y
  }

  const footnote =
    'Confidence is on a scale of 1 (not at all confident) to 5 (very confident); admin in hours a week; software in pounds a month. A change is the mean of ' +
    "each learner's later answer minus their answer at the start, with its 95 % confidence interval (Student's t); means are rounded to one decimal place. " +
    `So that no one's answers can be worked out, figures are shown only when at least ${minimumCohort} learners answered both times, and a group of fewer ` +
    `than ${smallestGroupShown} is not shown, nor the next smallest group with it, nor a split that would still single someone out. No one is named: ` +
    'answers are kept against a pseudonymous id; a quote is from a learner who agreed to it. The split by team size, nation, region and trade, and every quote in full, are in the CSV download.'
  const footnoteTop = doc.page.height - doc.page.margins.bottom - doc.font('regular').fontSize(8.5).heightOfString(footnote, { width })
  if (report.quotes.length > 0) quotesWithin(doc, report.quotes, { left, width, bottom: footnoteTop - 12 })
  doc.font('regular').fontSize(8.5).fillColor(grey).text(footnote, left, Math.max(doc.y + 12, footnoteTop - 6), { width })
  return pdfBytes(doc)
}
