import { apiCaller } from '@/lib/browser/apiClient'

import type { mailOperations } from '../contract/operations'
import { mailRoutes } from '../contract/routes'

/** Mail's operations, called by name from the screens: `callMail('mailPreferences')`. */
export const callMail = apiCaller<typeof mailOperations>(mailRoutes)
