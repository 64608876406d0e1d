import { notFound } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { courseFunnel, courseStopPoints, reportCourse, stuckLearnerCount, stuckLearners } from '@/domains/reports'
import { ReportScreen } from '@/domains/reports/ui/ReportScreen'
import { segmentId } from '@/domains/reports/ui/segmentId'
import { StuckLearnersTable } from '@/domains/reports/ui/StuckLearnersTable'
import { funnelStages, stopPointLabel } from '@/lib/rules/reportFigures'
import { courseReportCsvPath, courseReportPath, stuckReportPath } from '@/lib/rules/reportLinks'
import { parseReportPeriod, type ReportPeriod } from '@/lib/rules/reportPeriod'
import { BarChart } from '@/ui/reports/BarChart'
import { CsvLink } from '@/ui/reports/CsvLink'
import { PeriodError } from '@/ui/reports/PeriodError'
import { PeriodForm } from '@/ui/reports/PeriodForm'
import { ScrollTable } from '@/ui/reports/ScrollTable'

/** How many of the course's stuck learners its report lists (the full list has them all). */
const stuckListLength = 20

const describe = (bars: { label: string; value: number }[]) => bars.map((bar) => `${bar.label}: ${bar.value}`).join('; ')

/** The funnel and where learners stop, as a chart and as a table, for one course and period. */
const CourseFigures = async ({ view, courseId, period }: { view: AdminViewServerProps; courseId: string; period: ReportPeriod }) => {
  const payload = view.initPageResult.req.payload
  const filter = { courseId, from: period.from, to: period.to }
  const [funnel, stops] = await Promise.all([courseFunnel(payload, filter), courseStopPoints(payload, filter)])
  const stages = funnelStages(funnel)
  const stopBars = stops.map((stop) => ({ label: stopPointLabel(stop.lessonNumber, stop.lessonTitle), value: stop.learners }))
  return (
    <>
      <section aria-labelledby="funnel-heading">
        <h2 id="funnel-heading">How far learners get</h2>
        <BarChart
          id="funnel-chart"
          title="Learners at each stage"
          description={describe(stages.map((stage) => ({ label: stage.stage, value: stage.learners })))}
          bars={stages.map((stage) => ({ label: stage.stage, value: stage.learners }))}
        />
        <ScrollTable labelledBy="funnel-table-caption" caption="Learners at each stage" columns={['Stage', 'Learners', 'Share of the enrolled']}>
          <tbody>
            {stages.map((stage) => (
              <tr key={stage.stage}>
                <th scope="row">{stage.stage}</th>
                <td>{stage.learners}</td>
                <td>{stage.percentOfEnrolled}%</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      </section>

      <section aria-labelledby="stops-heading">
        <h2 id="stops-heading">Where learners stop</h2>
        <p>Learners who have not finished, by the lesson they completed last.</p>
        <BarChart id="stops-chart" title="Learners by the lesson they completed last" description={describe(stopBars)} bars={stopBars} />
        <ScrollTable labelledBy="stops-table-caption" caption="Learners by the lesson they completed last" columns={['Lesson completed last', 'Learners']}>
          <tbody>
            {stopBars.map((bar) => (
              <tr key={bar.label}>
                <th scope="row">{bar.label}</th>
                <td>{bar.value}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      </section>
      <CsvLink href={courseReportCsvPath(courseId, period.query)}>Download the funnel and stop points (CSV)</CsvLink>
    </>
  )
}

/** /admin/reports/courses/{id}: one course's funnel, where its learners stop, and who in it may need a nudge. */
export const CourseReportView = async (view: AdminViewServerProps) => {
  const payload = view.initPageResult.req.payload
  const course = await reportCourse(payload, segmentId(view))
  if (!course) notFound()
  const parsed = parseReportPeriod(view.searchParams ?? {}, new Date())
  const now = new Date()
  const [stuck, stuckCount] = await Promise.all([
    stuckLearners(payload, now, stuckListLength, { courseId: course.id }),
    stuckLearnerCount(payload, now, { courseId: course.id }),
  ])
  return (
    <ReportScreen view={view} title={`Report: ${course.title}`}>
      {!course.isPublished && <p>This course is not published: reports count enrolments in published courses only, so its figures are empty.</p>}
      {!parsed.ok && <PeriodError message={parsed.message} />}
      <PeriodForm path={courseReportPath(course.id)} period={parsed.ok ? parsed.period : null} />
      {parsed.ok && <CourseFigures view={view} courseId={course.id} period={parsed.period} />}

      <section aria-labelledby="course-stuck-heading">
        <h2 id="course-stuck-heading">Learners in this course who may need a nudge</h2>
        <p>
          {stuckCount} {stuckCount === 1 ? 'learner has' : 'learners have'} not finished and did nothing for a week (whenever they enrolled)
          {stuckCount > stuck.length ? `; the ${stuck.length} silent longest are listed` : ''}. <a href={stuckReportPath}>All learners who may need a nudge</a>
        </p>
        {stuck.length > 0 && <StuckLearnersTable learners={stuck} labelledBy="course-stuck-heading" showCourse={false} />}
      </section>
    </ReportScreen>
  )
}
