import type { Route } from '@/lib/contract/routes'

/** Where course interest's operations are served (operations.ts describes them); the screens call them through these. */
export const courseInterestRoutes = {
  courseInterest: { method: 'post', path: '/api/v1/courses/{courseId}/interest' },
} as const satisfies Record<string, Route>
