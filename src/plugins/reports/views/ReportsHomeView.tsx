import type { AdminViewServerProps } from 'payload'

import { courseFunnels, stuckLearnerCount } from '@/domains/reports'
import { ReportScreen } from '@/domains/reports/ui/ReportScreen'
import { progressPercentage } from '@/lib/rules/progress'
import { courseReportPath, reportsPath, stuckReportPath } from '@/lib/rules/reportLinks'
import { parseReportPeriod } from '@/lib/rules/reportPeriod'
import { PeriodError } from '@/ui/reports/PeriodError'
import { PeriodForm } from '@/ui/reports/PeriodForm'
import { ScrollTable } from '@/ui/reports/ScrollTable'

/** /admin/reports: every published course's funnel for the chosen period, each linked to its own report. */
export const ReportsHomeView = async (view: AdminViewServerProps) => {
  const payload = view.initPageResult.req.payload
  const parsed = parseReportPeriod(view.searchParams ?? {}, new Date())
  const [courses, stuck] = await Promise.all([parsed.ok ? courseFunnels(payload, parsed.period) : [], stuckLearnerCount(payload, new Date())])
  return (
    <ReportScreen view={view} title="Course reports">
      <p>
        How far learners get in each course, counting the enrolments made in the period. {stuck} {stuck === 1 ? 'learner' : 'learners'} may need a
        nudge: <a href={stuckReportPath}>see who</a>.
      </p>
      {!parsed.ok && <PeriodError message={parsed.message} />}
      <PeriodForm path={reportsPath()} period={parsed.ok ? parsed.period : null} />
      {parsed.ok &&
        (courses.length ? (
          <ScrollTable labelledBy="courses-table-caption" caption={`Published courses, enrolments made ${parsed.period.phrase}`} columns={['Course', 'Enrolled', 'Started', 'Sent an action', 'Half-way', 'Completed', 'Completion rate']}>
            <tbody>
              {courses.map((course) => (
                <tr key={course.courseId}>
                  <th scope="row">
                    <a href={courseReportPath(course.courseId, parsed.period.query)}>{course.title}</a>
                  </th>
                  <td>{course.enrolled}</td>
                  <td>{course.started}</td>
                  <td>{course.sentAction}</td>
                  <td>{course.halfway}</td>
                  <td>{course.completed}</td>
                  <td>{progressPercentage(course.completed, course.enrolled)}%</td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        ) : (
          <p>No course is published yet.</p>
        ))}
    </ReportScreen>
  )
}
