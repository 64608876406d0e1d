import type { OfflineRoutes, Route } from '@/lib/contract/routes'
import { checkStages } from '@/lib/rules/impactChecks'

/** Where impact's operations are served (operations.ts describes them); the screens call them through these. */
export const impactRoutes = {
  businessProfile: { method: 'get', path: '/api/v1/account/business' },
  saveBusinessProfile: { method: 'put', path: '/api/v1/account/business' },
  equalityAnswers: { method: 'get', path: '/api/v1/account/equality' },
  saveEqualityAnswers: { method: 'put', path: '/api/v1/account/equality' },
  courseChecks: { method: 'get', path: '/api/v1/courses/{courseId}/checks' },
  answerCheck: { method: 'post', path: '/api/v1/courses/{courseId}/checks/{stage}' },
  skipCheck: { method: 'post', path: '/api/v1/courses/{courseId}/checks/{stage}/skip' },
} as const satisfies Record<string, Route>

/** Offline, a course check answered or skipped waits for signal (for the stages there are). */
export const impactOffline = {
  queuedWrites: [
    { ...impactRoutes.answerCheck, allowed: { stage: checkStages } },
    { ...impactRoutes.skipCheck, allowed: { stage: checkStages } },
  ],
} satisfies OfflineRoutes
