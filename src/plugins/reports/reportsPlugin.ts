import type { AdminViewConfig, Plugin } from 'payload'

import { reportCsvEndpoints } from './csvEndpoints'

const component = (name: string) => `/src/components/admin/reports/${name}#${name}`

/** The report screens: Payload matches a request against these in order (the list of courses only on its own path). */
const views: Record<string, AdminViewConfig> = {
  reports: { Component: component('ReportsHomeView'), path: '/reports', exact: true, meta: { title: 'Course reports' } },
  courseReport: { Component: component('CourseReportView'), path: '/reports/courses/:id', exact: true, meta: { title: 'Course report' } },
  learnerReport: { Component: component('LearnerReportView'), path: '/reports/learners/:id', exact: true, meta: { title: 'Learner report' } },
  stuckLearners: { Component: component('StuckLearnersView'), path: '/reports/stuck', exact: true, meta: { title: 'Learners who may need a nudge' } },
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
  endpoints: [...(config.endpoints ?? []), ...reportCsvEndpoints],
})
