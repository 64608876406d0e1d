import type { Route } from '@/lib/contract/routes'

/** Where the notifications module's operations are served (operations.ts describes them). */
export const notificationsRoutes = {
  savePhone: { method: 'put', path: '/api/v1/account/phone-notifications' },
  turnOffPhone: { method: 'post', path: '/api/v1/account/phone-notifications/off' },
} as const satisfies Record<string, Route>
