import type { Route } from '@/lib/contract/routes'

/** Where the notifications module's operations are served (operations.ts describes them). */
export const notificationsRoutes = {
  serverKey: { method: 'get', path: '/api/v1/account/phone-notifications/key' },
  savePhone: { method: 'put', path: '/api/v1/account/phone-notifications' },
  turnOffPhone: { method: 'post', path: '/api/v1/account/phone-notifications/off' },
} as const satisfies Record<string, Route>
