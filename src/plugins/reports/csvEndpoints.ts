import type { Endpoint, PayloadRequest } from 'payload'

import { fileSlug } from '@/lib/rules/fileSlug'
import { funnelStages, stopPointLabel } from '@/lib/rules/reportFigures'
import { parseReportPeriod } from '@/lib/rules/reportPeriod'
import { courseFunnel, courseStopPoints, learnerCompletedLessons, reportCourse, reportLearner, stuckLearners } from '@/domains/reports'
import { badRequest, endpoint, notFound } from '@/lib/server/http'
import { staffExportHandler } from '../exports/staffExportHandler'
import { csvDownload } from './csvDownload'
import { impactDownloadEndpoints } from './impactDownloads'

/** The stuck list's CSV holds every stuck enrolment up to this many (the screen shows the first 200). */
const stuckCsvLimit = 100_000

const routeId = (req: PayloadRequest): string => String(req.routeParams?.id ?? '')

/** GET /api/reports/courses/{id}/csv?period=…|from=…&to=…: the funnel and where learners stop, for the period. */
const courseReportCsv = endpoint('get', '/reports/courses/:id/csv', async (req) => {
  const course = await reportCourse(req.payload, routeId(req))
  if (!course) throw notFound('There is no course with this id')
  const parsed = parseReportPeriod(Object.fromEntries(req.searchParams), new Date())
  if (!parsed.ok) throw badRequest(parsed.message)
  const filter = { courseId: course.id, from: parsed.period.from, to: parsed.period.to }
  const [funnel, stops] = await Promise.all([courseFunnel(req.payload, filter), courseStopPoints(req.payload, filter)])
  const lead = [course.title, parsed.period.label]
  const header = ['course', 'period', 'measure', 'lessonNumber', 'lessonTitle', 'learners']
  return csvDownload(req, `course-report-${fileSlug(course.title, 60) || 'course'}.csv`, header, [
    ...funnelStages(funnel).map(({ stage, learners }) => [...lead, stage, null, null, learners]),
    ...stops.map((stop) => {
      const measure = `Stopped after: ${stopPointLabel(stop.lessonNumber, stop.lessonTitle)}`
      return [...lead, measure, stop.lessonNumber, stop.lessonTitle, stop.learners]
    }),
  ])
})

/** GET /api/reports/stuck-learners/csv: every learner who may need a nudge, longest silent first, with the next lesson. */
const stuckLearnersCsv = endpoint('get', '/reports/stuck-learners/csv', async (req) => {
  const stuck = await stuckLearners(req.payload, new Date(), stuckCsvLimit)
  const header = ['learnerName', 'learnerEmail', 'course', 'lessonsCompleted', 'totalLessons', 'lastActiveAt', 'nextLessonNumber', 'nextLessonTitle']
  return csvDownload(
    req,
    'stuck-learners.csv',
    header,
    stuck.map((row) => [row.name, row.email, row.courseTitle, row.completedLessons, row.totalLessons, row.lastActivityAt, row.nextLesson?.number, row.nextLesson?.title]),
  )
})

/** GET /api/reports/learners/{id}/csv: each lesson one learner completed, with when. */
const learnerLessonsCsv = endpoint('get', '/reports/learners/:id/csv', async (req) => {
  const learner = await reportLearner(req.payload, routeId(req))
  if (!learner) throw notFound('There is no learner with this id')
  const lessons = await learnerCompletedLessons(req.payload, learner.id)
  const header = ['learnerName', 'learnerEmail', 'course', 'lessonNumber', 'lessonTitle', 'completedAt']
  return csvDownload(
    req,
    `learner-lessons-${fileSlug(learner.name, 60) || 'learner'}.csv`,
    header,
    lessons.map((lesson) => [learner.name, learner.email, lesson.courseTitle, lesson.lessonNumber, lesson.lessonTitle, lesson.completedAt]),
  )
})

/** What the audit trail records of a report download: the path and query asked for. */
const askedFor = (req: PayloadRequest): string => {
  const url = new URL(req.url ?? '/', 'http://localhost')
  return `${url.pathname}${url.search}`
}

/** The reports' downloads (CSV, and the impact summary's PDF): staff only, each one audited as a staff export, whatever it answers. */
export const reportCsvEndpoints: Endpoint[] = [courseReportCsv, stuckLearnersCsv, learnerLessonsCsv, ...impactDownloadEndpoints].map((served) => ({
  ...served,
  handler: staffExportHandler(served.handler, askedFor),
}))
