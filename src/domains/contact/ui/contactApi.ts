import { apiCaller } from '@/lib/browser/apiClient'

import type { contactOperations } from '../contract/operations'
import { contactRoutes } from '../contract/routes'

/** Contact's operations, called by name from the screens: `callContact('contact')`. */
export const callContact = apiCaller<typeof contactOperations>(contactRoutes)
