import { apiCaller } from '@/lib/browser/apiClient'

import type { personalDataOperations } from '../contract/operations'
import { personalDataRoutes } from '../contract/routes'

/** Personal data's operations, called by name from the screens: `callPersonalData('personalData')`. */
export const callPersonalData = apiCaller<typeof personalDataOperations>(personalDataRoutes)
