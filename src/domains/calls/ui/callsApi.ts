import { apiCaller } from '@/lib/browser/apiClient'

import type { callsOperations } from '../contract/operations'
import { callsRoutes } from '../contract/routes'

/** Calls's operations, called by name from the screens: `callCalls('calls')`. */
export const callCalls = apiCaller<typeof callsOperations>(callsRoutes)
