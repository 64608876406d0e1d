import type { PayloadRequest } from 'payload'

import { fileSlug } from '@/lib/rules/fileSlug'
import { comparedQuestions, checkStages } from '@/lib/rules/impactChecks'
import { behaviourMeasures, includesSampleDataNote } from '@/lib/rules/impactBehaviour'
import { isHiddenCount, oneDecimal } from '@/lib/rules/impactFigures'
import { quotesHeading } from '@/lib/rules/impactQuotes'
import {
  answersWithheldNote,
  comparisonNote,
  comparisons,
  hiddenGroupNotes,
  questionLabels,
  reportFigures,
  smallCohortNote,
  withheldSplitNote,
  type QuestionChange,
} from '@/lib/rules/impactReport'
import { parseReportPeriod } from '@/lib/rules/reportPeriod'
import { impactCourses, impactReport, impactRespondents, impactSummaryPdf, pseudonymousId, type ImpactFilter } from '@/domains/impact'
import { badRequest, conflict, endpoint, notFound } from '@/lib/server/http'
import { noteExportRows } from '../exports/exportRows'
import { csvDownload } from './csvDownload'

/** The course (one that asks the questions) and period a download asks for; 404 and 400 in words otherwise. */
const readRequest = async (req: PayloadRequest) => {
  const course = (await impactCourses(req.payload)).find((each) => each.id === String(req.routeParams?.id ?? ''))
  if (!course) throw notFound('There is no course with this id that asks the impact questions')
  const parsed = parseReportPeriod(Object.fromEntries(req.searchParams), new Date())
  if (!parsed.ok) throw badRequest(parsed.message)
  const filter: ImpactFilter = { courseId: course.id, from: parsed.period.from, to: parsed.period.to }
  return { course, period: parsed.period, filter, fileName: `impact-${fileSlug(course.title, 60) || 'course'}` }
}

const oneDecimalOrNull = (value: number | null | undefined) => (value === null || value === undefined ? null : oneDecimal(value))

/** One row per question of a shown group, its means and interval to one decimal place. */
const changeRows = (lead: (string | null)[], questions: QuestionChange[]) =>
  questions.map((question) => [
    ...lead,
    questionLabels[question.question],
    question.change?.count ?? 0,
    oneDecimalOrNull(question.before),
    oneDecimalOrNull(question.after),
    oneDecimalOrNull(question.change?.mean),
    oneDecimalOrNull(question.change?.interval?.low),
    oneDecimalOrNull(question.change?.interval?.high),
    null,
  ])

/** A row that says in words what is not shown, and why. */
const noteRow = (lead: (string | null)[], note: string) => [...lead, null, null, null, null, null, null, null, note]

/**
 * GET /api/reports/impact/{id}/csv: the report's figures as the screen shows them, means to one decimal place; what the
 * screen hides is left out, with a row saying so.
 */
const impactCsv = endpoint('get', '/reports/impact/:id/csv', async (req) => {
  const { course, period, filter, fileName } = await readRequest(req)
  const report = await impactReport(req.payload, filter)
  const lead = [course.title, period.label]
  const header = ['course', 'period', 'comparison', 'split', 'group', 'measure', 'learners', 'meanAtStart', 'meanLater', 'meanChange', 'interval95Low', 'interval95High', 'note']
  const counts: [string, number][] = [
    ['Answered at the start', report.counts.baseline],
    ['Also at the end of the course', report.counts.end],
    ['Also 90 days after', report.counts.followUp],
    ['Businesses', report.counts.businesses],
    ['Completions', report.counts.completions],
    ['Lessons watched through in the player', report.counts.lessonsWatched],
    ['Lessons marked complete', report.counts.lessonsMarked],
    ['Calls joined', report.counts.callsJoined],
    ['Mentoring calls attended', report.counts.mentoringAttended],
  ]
  const behaviour = behaviourMeasures(report.behaviour).filter((measure) => measure.value !== null)
  const cohortNote = smallCohortNote(report.counts.baseline)
  return csvDownload(req, `${fileName}.csv`, header, [
    ...(report.includesSampleData ? [noteRow([...lead, null, 'All', 'All'], includesSampleDataNote)] : []),
    ...counts.filter(([, value]) => !isHiddenCount(value)).map(([measure, value]) => [...lead, null, 'All', 'All', measure, value, null, null, null, null, null, null]),
    ...(cohortNote ? [noteRow([...lead, null, 'All', 'All'], cohortNote)] : []),
    ...behaviour.map((measure) => [...lead, null, 'All', 'All', measure.label, measure.value, null, null, null, null, null, null]),
    ...report.quotes.map((quote) => [...lead, null, quotesHeading, quote.from, 'Quote', null, null, null, null, null, null, quote.words]),
    ...comparisons.flatMap((comparison) => {
      const figures = report.comparisons[comparison.name]
      const note = comparisonNote(figures)
      if (note) return [noteRow([...lead, comparison.label, 'All', 'All'], note)]
      return [
        ...changeRows([...lead, comparison.label, 'All', 'All'], figures.questions),
        ...figures.splits.flatMap((split) =>
          split.withheld
            ? [noteRow([...lead, comparison.label, split.label, null], withheldSplitNote)]
            : split.groups.flatMap((group) =>
                group.hidden ? [noteRow([...lead, comparison.label, split.label, group.group], hiddenGroupNotes[group.hidden])] : changeRows([...lead, comparison.label, split.label, group.group], group.questions),
              ),
        ),
      ]
    }),
  ])
})

/**
 * GET /api/reports/impact/{id}/answers-csv: each answer of the period's respondents under a pseudonymous id, with no
 * business details (they would single people out). Refused (409, in words) for a period whose figures hide anyone:
 * one learner's row could be matched to what is hidden.
 */
const impactAnswersCsv = endpoint('get', '/reports/impact/:id/answers-csv', async (req) => {
  const { filter, fileName } = await readRequest(req)
  const respondents = await impactRespondents(req.payload, filter)
  if (!reportFigures(respondents).everyoneShown) throw conflict(answersWithheldNote)
  const stageAnswers = { baseline: 'baseline', end: 'end', 'follow-up': 'followUp' } as const
  return csvDownload(
    req,
    `${fileName}-answers.csv`,
    ['respondent', 'stage', ...comparedQuestions],
    respondents.flatMap((respondent) =>
      checkStages.flatMap((stage) => {
        const answers = respondent[stageAnswers[stage]]
        return answers ? [[pseudonymousId(respondent.respondentId), stage, ...comparedQuestions.map((question) => answers[question])]] : []
      }),
    ),
  )
})

/** GET /api/reports/impact/{id}/pdf: the funder's one-page summary. */
const impactPdf = endpoint('get', '/reports/impact/:id/pdf', async (req) => {
  const { course, period, filter, fileName } = await readRequest(req)
  const report = await impactReport(req.payload, filter)
  const pdf = await impactSummaryPdf(report, { courseTitle: course.title, periodLabel: period.label, madeAt: new Date() })
  noteExportRows(req, 1)
  return new Response(new Uint8Array(pdf), {
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${fileName}.pdf"`, 'Cache-Control': 'no-store' },
  })
})

export const impactDownloadEndpoints = [impactCsv, impactAnswersCsv, impactPdf]
