/** Where the staff reports live: the admin screens and their CSV downloads (Payload endpoints under /api/reports). */

const withQuery = (path: string, query?: string): string => (query ? `${path}?${query}` : path)

export const reportsPath = (query?: string): string => withQuery('/admin/reports', query)
export const courseReportPath = (courseId: string, query?: string): string => withQuery(`/admin/reports/courses/${courseId}`, query)
export const learnerReportPath = (learnerId: string): string => `/admin/reports/learners/${learnerId}`
export const stuckReportPath = '/admin/reports/stuck'

export const courseReportCsvPath = (courseId: string, query?: string): string => withQuery(`/api/reports/courses/${courseId}/csv`, query)
export const learnerReportCsvPath = (learnerId: string): string => `/api/reports/learners/${learnerId}/csv`
export const stuckReportCsvPath = '/api/reports/stuck-learners/csv'
