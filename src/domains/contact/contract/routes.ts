import type { Route } from '@/lib/contract/routes'

/** Where contact's operations are served (operations.ts describes them); the screens call them through these. */
export const contactRoutes = {
  contact: { method: 'post', path: '/api/v1/contact' },
} as const satisfies Record<string, Route>
