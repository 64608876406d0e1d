import { apiCaller } from '@/lib/browser/apiClient'

import type { impactOperations } from '../contract/operations'
import { impactRoutes } from '../contract/routes'

/** Impact's operations, called by name from the screens: `callImpact('saveBusinessProfile', { body })`. */
export const callImpact = apiCaller<typeof impactOperations>(impactRoutes)
