import type { Route } from '@/lib/contract/routes'

/** Where personal data's operations are served (operations.ts describes them); the screens call them through these. */
export const personalDataRoutes = {
  personalData: { method: 'get', path: '/api/v1/account/data' },
  closeAccount: { method: 'post', path: '/api/v1/account/close' },
} as const satisfies Record<string, Route>
