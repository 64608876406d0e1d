import type { AdminViewServerProps } from 'payload'

import { stuckLearnerCount, stuckLearners } from '@/domains/reports'
import { ReportScreen } from '@/domains/reports/ui/ReportScreen'
import { StuckLearnersTable } from '@/domains/reports/ui/StuckLearnersTable'
import { stuckReportCsvPath } from '@/lib/rules/reportLinks'
import { CsvLink } from '@/ui/reports/CsvLink'

/** How many the screen lists; the CSV holds them all. */
const listLength = 200

/** /admin/reports/stuck: every learner who may need a nudge (enrolled, not finished, a week without activity), longest silent first. */
export const StuckLearnersView = async (view: AdminViewServerProps) => {
  const payload = view.initPageResult.req.payload
  const now = new Date()
  const [learners, count] = await Promise.all([stuckLearners(payload, now, listLength), stuckLearnerCount(payload, now)])
  return (
    <ReportScreen view={view} title="Learners who may need a nudge">
      <p>
        {count === 0 ? 'No enrolled learner has been inactive for a week.' : `${count} ${count === 1 ? 'enrolment is' : 'enrolments are'} not finished and had no activity for a week`}
        {count > learners.length ? `; the ${learners.length} silent longest are listed, and the CSV has them all.` : count > 0 ? '.' : ''}
      </p>
      {learners.length > 0 && (
        <>
          <h2 id="stuck-list-heading">Longest silent first</h2>
          <StuckLearnersTable learners={learners} labelledBy="stuck-list-heading" />
        </>
      )}
      <CsvLink href={stuckReportCsvPath}>Download the whole list (CSV)</CsvLink>
    </ReportScreen>
  )
}
