import type { Route } from '@/lib/contract/routes'

/** Where mail's operations are served (operations.ts describes them); the screens call them through these. */
export const mailRoutes = {
  mailPreferences: { method: 'put', path: '/api/v1/account/mail-preferences' },
  unsubscribe: { method: 'post', path: '/api/v1/unsubscribe/{token}' },
} as const satisfies Record<string, Route>
