import type { AdminViewServerProps } from 'payload'

import { ReportScreen } from '@/domains/reports/ui/ReportScreen'
import { teamsReport } from '@/domains/teams'
import { longDate } from '@/lib/rules/ukTime'
import { ScrollTable } from '@/ui/reports/ScrollTable'

/** /admin/reports/teams: the firms that brought their team, biggest first. */
export const TeamsReportView = async (view: AdminViewServerProps) => {
  const teams = await teamsReport(view.initPageResult.req.payload)
  const people = teams.reduce((total, team) => total + team.people, 0)
  return (
    <ReportScreen view={view} title="Teams">
      <p>
        {teams.length} {teams.length === 1 ? 'firm has' : 'firms have'} brought their team: {people} {people === 1 ? 'person' : 'people'} in all, owners included. A
        member&apos;s own progress is for the owner to see only when the member shares it; here are the firm&apos;s totals.
      </p>
      {teams.length > 0 && (
        <ScrollTable labelledBy="teams-caption" caption="Teams, biggest first" columns={['Team', 'Owner', 'People', 'Sharing progress', 'With a certificate', 'Certificates', 'Made on']}>
          <tbody>
            {teams.map((team) => (
              <tr key={team.id}>
                <th scope="row">
                  <a href={`/admin/collections/teams/${team.id}`}>{team.name}</a>
                </th>
                <td>{team.ownerName}</td>
                <td>
                  {team.people} of {team.seatCap}
                </td>
                <td>{team.sharing}</td>
                <td>{team.learnersWithCertificates}</td>
                <td>{team.certificates}</td>
                <td>{longDate(team.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </ReportScreen>
  )
}
