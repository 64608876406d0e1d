import type { Route } from '@/lib/contract/routes'

/** Where the notifications module's operations are served (operations.ts describes them). */
export const notificationsRoutes = {
  serverKey: { method: 'get', path: '/api/v1/account/phone-notifications/key' },
  savePhone: { method: 'put', path: '/api/v1/account/phone-notifications' },
  turnOffPhone: { method: 'post', path: '/api/v1/account/phone-notifications/off' },
  saveMobile: { method: 'put', path: '/api/v1/account/mobile' },
  confirmMobile: { method: 'post', path: '/api/v1/account/mobile/confirm' },
  chooseTextReminders: { method: 'put', path: '/api/v1/account/mobile/reminders' },
  removeMobile: { method: 'post', path: '/api/v1/account/mobile/off' },
} as const satisfies Record<string, Route>
