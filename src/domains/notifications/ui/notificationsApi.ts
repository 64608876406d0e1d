import { apiCaller } from '@/lib/browser/apiClient'

import type { notificationsOperations } from '../contract/operations'
import { notificationsRoutes } from '../contract/routes'

/** The notifications module's operations, called by name from the screens: `callNotifications('savePhone')`. */
export const callNotifications = apiCaller<typeof notificationsOperations>(notificationsRoutes)
