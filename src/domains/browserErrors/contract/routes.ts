import type { Route } from '@/lib/contract/routes'

/** Where the browser error reports' operation is served (operations.ts describes it). */
export const browserErrorsRoutes = {
  browserErrors: { method: 'post', path: '/api/v1/browser-errors' },
} as const satisfies Record<string, Route>
