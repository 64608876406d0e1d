import type { Route } from '@/lib/contract/routes'

/** Where waiting list's operations are served (operations.ts describes them); the screens call them through these. */
export const waitingListRoutes = {
  programSignup: { method: 'post', path: '/api/program-signup' },
  waitingListUnsubscribe: { method: 'post', path: '/api/v1/waiting-list/unsubscribe/{token}' },
} as const satisfies Record<string, Route>
