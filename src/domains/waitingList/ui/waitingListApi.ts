import { apiCaller } from '@/lib/browser/apiClient'

import type { waitingListOperations } from '../contract/operations'
import { waitingListRoutes } from '../contract/routes'

/** Waiting list's operations, called by name from the screens: `callWaitingList('programSignup')`. */
export const callWaitingList = apiCaller<typeof waitingListOperations>(waitingListRoutes)
