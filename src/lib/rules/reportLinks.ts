/** Where the staff reports live: the admin screens and their CSV downloads (Payload endpoints under /api/reports). */

const withQuery = (path: string, query?: string): string => (query ? `${path}?${query}` : path)

export const reportsPath = (query?: string): string => withQuery('/admin/reports', query)
export const courseReportPath = (courseId: string, query?: string): string => withQuery(`/admin/reports/courses/${courseId}`, query)
export const learnerReportPath = (learnerId: string): string => `/admin/reports/learners/${learnerId}`
export const stuckReportPath = '/admin/reports/stuck'

export const courseReportCsvPath = (courseId: string, query?: string): string => withQuery(`/api/reports/courses/${courseId}/csv`, query)
export const learnerReportCsvPath = (learnerId: string): string => `/api/reports/learners/${learnerId}/csv`
export const stuckReportCsvPath = '/api/reports/stuck-learners/csv'

export const teamsReportPath = '/admin/reports/teams'
export const impactReportsPath = (query?: string): string => withQuery('/admin/reports/impact', query)
export const impactReportPath = (courseId: string, query?: string): string => withQuery(`/admin/reports/impact/${courseId}`, query)
export const impactCsvPath = (courseId: string, query?: string): string => withQuery(`/api/reports/impact/${courseId}/csv`, query)
export const impactAnswersCsvPath = (courseId: string, query?: string): string => withQuery(`/api/reports/impact/${courseId}/answers-csv`, query)
export const impactPdfPath = (courseId: string, query?: string): string => withQuery(`/api/reports/impact/${courseId}/pdf`, query)
