import { apiCaller } from '@/lib/browser/apiClient'

import type { mentoringOperations } from '../contract/operations'
import { mentoringRoutes } from '../contract/routes'

/** Mentoring's operations, called by name from the screens: `callMentoring('bookMentoring', { body })`. */
export const callMentoring = apiCaller<typeof mentoringOperations>(mentoringRoutes)
