import type { Route } from '@/lib/contract/routes'

/** Where paid access's operations are served (operations.ts describes them); the screens call them through these. */
export const paidAccessRoutes = {
  accessRequest: { method: 'post', path: '/api/v1/courses/{courseId}/access-request' },
} as const satisfies Record<string, Route>
