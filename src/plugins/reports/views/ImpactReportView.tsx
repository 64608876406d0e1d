import { notFound } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { findChangesAnswers, impactCourses, impactReport } from '@/domains/impact'
import { ImpactFigures } from '@/domains/impact/ui/ImpactFigures'
import { QuotePicker } from '@/domains/impact/ui/QuotePicker'
import { ReportScreen } from '@/domains/reports/ui/ReportScreen'
import { segmentId } from '@/domains/reports/ui/segmentId'
import { includesSampleDataNote } from '@/lib/rules/impactBehaviour'
import { answersWithheldNote } from '@/lib/rules/impactReport'
import { minimumCohort, smallestGroupShown, smallGroupLabel } from '@/lib/rules/impactSuppression'
import { impactAnswersCsvPath, impactCsvPath, impactPdfPath, impactReportPath } from '@/lib/rules/reportLinks'
import { parseReportPeriod } from '@/lib/rules/reportPeriod'
import { CsvLink } from '@/ui/reports/CsvLink'
import { PeriodError } from '@/ui/reports/PeriodError'
import { PeriodForm } from '@/ui/reports/PeriodForm'

/** /admin/reports/impact/{id}: what changed for one course's learners, with the funder's downloads. */
export const ImpactReportView = async (view: AdminViewServerProps) => {
  const payload = view.initPageResult.req.payload
  const id = segmentId(view)
  const course = (await impactCourses(payload)).find((each) => each.id === id)
  if (!course) notFound()
  const parsed = parseReportPeriod(view.searchParams ?? {}, new Date())
  const filter = parsed.ok ? { courseId: course.id, from: parsed.period.from, to: parsed.period.to } : null
  const [report, changes] = filter ? await Promise.all([impactReport(payload, filter), findChangesAnswers(payload, filter)]) : [null, []]
  return (
    <ReportScreen view={view} title={`Impact: ${course.title}`}>
      {report?.includesSampleData ? (
        <p className="staff-report__sample-data">
          <strong>{includesSampleDataNote}</strong>
        </p>
      ) : null}
      <p>
        The learners who answered the course&apos;s questions at the start in the period, and how their answers changed by the end and 90 days after. So
        that no one&apos;s answers can be worked out: figures are shown only when at least {minimumCohort} learners answered both times; a group of{' '}
        {smallGroupLabel} learners shows &ldquo;{smallGroupLabel}&rdquo;, and the next smallest group is hidden with it (&ldquo;not shown&rdquo;), so the total
        minus the groups shown is never fewer than {smallestGroupShown}; a split that, with the others, would still single someone out is not shown at all.
        Means are rounded to one decimal place. The downloads show the same and name no one: answers carry a pseudonymous id, and each download is recorded in
        the audit trail.
      </p>
      {!parsed.ok && <PeriodError message={parsed.message} />}
      <PeriodForm path={impactReportPath(course.id)} period={parsed.ok ? parsed.period : null} counting="Answered the start" />
      {parsed.ok && report && (
        <>
          <ImpactFigures report={report} />
          <CsvLink href={impactPdfPath(course.id, parsed.period.query)}>Download the one-page summary for the funder (PDF)</CsvLink>
          <CsvLink href={impactCsvPath(course.id, parsed.period.query)}>Download the figures (CSV)</CsvLink>
          {report.everyoneShown ? (
            <CsvLink href={impactAnswersCsvPath(course.id, parsed.period.query)}>Download the answers by pseudonymous id (CSV)</CsvLink>
          ) : (
            <p>{answersWithheldNote}</p>
          )}
          <QuotePicker answers={changes} />
        </>
      )}
    </ReportScreen>
  )
}
