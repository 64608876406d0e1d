import type { Route } from '@/lib/contract/routes'

/** Where certificates's operations are served (operations.ts describes them); the screens call them through these. */
export const certificatesRoutes = {
  certificates: { method: 'get', path: '/api/v1/certificates' },
} as const satisfies Record<string, Route>
