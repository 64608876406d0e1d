import type { AdminViewServerProps } from 'payload'

import { findSampleDataHeld, impactOverview } from '@/domains/impact'
import { SampleDataPanel } from '@/domains/impact/ui/SampleDataPanel'
import { ReportScreen } from '@/domains/reports/ui/ReportScreen'
import { impactReportPath, impactReportsPath } from '@/lib/rules/reportLinks'
import { parseReportPeriod } from '@/lib/rules/reportPeriod'
import { PeriodError } from '@/ui/reports/PeriodError'
import { PeriodForm } from '@/ui/reports/PeriodForm'
import { ScrollTable } from '@/ui/reports/ScrollTable'

/** /admin/reports/impact: each course that asks the impact questions, with how many answered at each stage. */
export const ImpactReportsView = async (view: AdminViewServerProps) => {
  const payload = view.initPageResult.req.payload
  const parsed = parseReportPeriod(view.searchParams ?? {}, new Date())
  const [courses, sampleData] = await Promise.all([parsed.ok ? impactOverview(payload, parsed.period) : [], findSampleDataHeld(payload)])
  return (
    <ReportScreen view={view} title="Impact">
      <p>
        What changed for learners&apos; businesses: each course asks the same seven questions when a learner starts, when they finish and 90 days later. A
        course&apos;s report compares the answers of the learners who answered both times, overall and by team size, nation, region and trade, and gives the
        funder&apos;s CSV and one-page PDF. It counts the learners who answered the start in the period.
      </p>
      {!parsed.ok && <PeriodError message={parsed.message} />}
      <PeriodForm path={impactReportsPath()} period={parsed.ok ? parsed.period : null} counting="Answered the start" />
      {parsed.ok &&
        (courses.length ? (
          <ScrollTable labelledBy="impact-courses-caption" caption={`Courses that ask the questions, learners who answered the start ${parsed.period.phrase}`} columns={['Course', 'Answered the start', 'Also the end', 'Also 90 days on']}>
            <tbody>
              {courses.map((course) => (
                <tr key={course.id}>
                  <th scope="row">
                    <a href={impactReportPath(course.id, parsed.period.query)}>{course.title}</a>
                  </th>
                  <td>{course.baseline}</td>
                  <td>{course.end}</td>
                  <td>{course.followUp}</td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        ) : (
          <p>No course asks the impact questions.</p>
        ))}
      <SampleDataPanel {...sampleData} />
    </ReportScreen>
  )
}
