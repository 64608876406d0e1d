import type { AdminViewConfig, Plugin } from 'payload'

import { reportCsvEndpoints } from './csvEndpoints'
import { quotesEndpoint } from './quotesEndpoint'
import { removeSampleDataEndpoint } from './sampleDataEndpoint'

/** A screen loads its figures from the reports domain here; src/domains/reports/ui (and impact's and mail's ui/) draws them, with src/ui/reports. */
const view = (name: string) => `/src/plugins/reports/views/${name}#${name}`
const component = (name: string) => `/src/domains/reports/ui/${name}#${name}`

/** The report screens: Payload matches a request against these in order (the list of courses only on its own path). */
const views: Record<string, AdminViewConfig> = {
  reports: { Component: view('ReportsHomeView'), path: '/reports', exact: true, meta: { title: 'Course reports' } },
  courseReport: { Component: view('CourseReportView'), path: '/reports/courses/:id', exact: true, meta: { title: 'Course report' } },
  learnerReport: { Component: view('LearnerReportView'), path: '/reports/learners/:id', exact: true, meta: { title: 'Learner report' } },
  impactReports: { Component: view('ImpactReportsView'), path: '/reports/impact', exact: true, meta: { title: 'Impact' } },
  impactReport: { Component: view('ImpactReportView'), path: '/reports/impact/:id', exact: true, meta: { title: 'Impact report' } },
  teamsReport: { Component: view('TeamsReportView'), path: '/reports/teams', exact: true, meta: { title: 'Teams' } },
  stuckLearners: { Component: view('StuckLearnersView'), path: '/reports/stuck', exact: true, meta: { title: 'Learners who may need a nudge' } },
}

/**
 * Staff reports in the admin: screens for each course's funnel and stop points, a learner's progress and the learners
 * who may need a nudge, linked from the navigation, and their CSV downloads (/api/reports/..., staff only, audited).
 */
export const reportsPlugin: Plugin = (config) => ({
  ...config,
  admin: {
    ...config.admin,
    components: {
      ...config.admin?.components,
      afterNavLinks: [...(config.admin?.components?.afterNavLinks ?? []), component('ReportsNavLinks')],
      views: { ...config.admin?.components?.views, ...views },
    },
  },
  endpoints: [...(config.endpoints ?? []), ...reportCsvEndpoints, removeSampleDataEndpoint, quotesEndpoint],
})
