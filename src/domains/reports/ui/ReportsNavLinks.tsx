import { NavGroup } from '@payloadcms/ui'

import { impactReportsPath, reportsPath, stuckReportPath, teamsReportPath } from '@/lib/rules/reportLinks'

/** The reports in the admin's side navigation, after the collections. */
export const ReportsNavLinks = () => (
  <NavGroup label="Reports">
    <a className="nav__link" href={reportsPath()}>
      <span className="nav__link-label">Course reports</span>
    </a>
    <a className="nav__link" href={stuckReportPath}>
      <span className="nav__link-label">Learners who may need a nudge</span>
    </a>
    <a className="nav__link" href={impactReportsPath()}>
      <span className="nav__link-label">Impact</span>
    </a>
    <a className="nav__link" href={teamsReportPath}>
      <span className="nav__link-label">Teams</span>
    </a>
  </NavGroup>
)
