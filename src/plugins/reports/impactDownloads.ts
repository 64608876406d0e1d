import type { PayloadRequest } from 'payload'

import { fileSlug } from '@/lib/rules/fileSlug'
import { comparedQuestions, checkStages } from '@/lib/rules/impactChecks'
import { isHiddenCount, isSuppressed } from '@/lib/rules/impactFigures'
import { comparisons, questionLabels, type GroupChanges } from '@/lib/rules/impactReport'
import { parseReportPeriod } from '@/lib/rules/reportPeriod'
import { impactCourses, impactReport, impactRespondents, impactSummaryPdf, pseudonymousId, type ImpactFilter } from '@/domains/impact'
import { badRequest, endpoint, notFound } from '@/lib/server/http'
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

const round = (value: number | null | undefined) => (value === null || value === undefined ? null : Math.round(value * 1000) / 1000)

/** A group's rows, one per question; none when the group is too small to show. */
const changeRows = (lead: (string | number)[], changes: GroupChanges) =>
  changes.suppressed
    ? []
    : changes.questions.map((question) => [
        ...lead,
        questionLabels[question.question],
        question.change?.count ?? 0,
        round(question.before),
        round(question.after),
        round(question.change?.mean),
        round(question.change?.interval?.low),
        round(question.change?.interval?.high),
      ])

/** GET /api/reports/impact/{id}/csv: the report's figures, groups of fewer than 5 left out. */
const impactCsv = endpoint('get', '/reports/impact/:id/csv', async (req) => {
  const { course, period, filter, fileName } = await readRequest(req)
  const report = await impactReport(req.payload, filter)
  const lead = [course.title, period.label]
  const header = ['course', 'period', 'comparison', 'split', 'group', 'measure', 'learners', 'meanAtStart', 'meanLater', 'meanChange', 'interval95Low', 'interval95High']
  const counts: [string, number][] = [
    ['Answered at the start', report.counts.baseline],
    ['Also at the end of the course', report.counts.end],
    ['Also 90 days after', report.counts.followUp],
    ['Businesses', report.counts.businesses],
    ['Completions', report.counts.completions],
    ['Calls joined', report.counts.callsJoined],
    ['Mentoring calls attended', report.counts.mentoringAttended],
  ]
  return csvDownload(req, `${fileName}.csv`, header, [
    ...counts.filter(([, value]) => !isHiddenCount(value)).map(([measure, value]) => [...lead, null, 'All', 'All', measure, value]),
    ...comparisons.flatMap((comparison) => [
      ...changeRows([...lead, comparison.label, 'All', 'All'], report.overall[comparison.name]),
      ...report.segments.flatMap((segment) => segment.groups.flatMap(({ group, ...changes }) => changeRows([...lead, comparison.label, segment.label, group], changes[comparison.name]))),
    ]),
  ])
})

/**
 * GET /api/reports/impact/{id}/answers-csv: each answer of the period's respondents under a pseudonymous id, with no
 * business details (they would single people out); nothing at all when fewer than 5 answered.
 */
const impactAnswersCsv = endpoint('get', '/reports/impact/:id/answers-csv', async (req) => {
  const { filter, fileName } = await readRequest(req)
  const respondents = await impactRespondents(req.payload, filter)
  const shown = isSuppressed(respondents.length) ? [] : respondents
  const stageAnswers = { baseline: 'baseline', end: 'end', 'follow-up': 'followUp' } as const
  return csvDownload(
    req,
    `${fileName}-answers.csv`,
    ['respondent', 'stage', ...comparedQuestions],
    shown.flatMap((respondent) =>
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
