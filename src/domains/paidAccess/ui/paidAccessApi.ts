import { apiCaller } from '@/lib/browser/apiClient'

import type { paidAccessOperations } from '../contract/operations'
import { paidAccessRoutes } from '../contract/routes'

/** Paid access's operations, called by name from the screens: `callPaidAccess('accessRequest')`. */
export const callPaidAccess = apiCaller<typeof paidAccessOperations>(paidAccessRoutes)
