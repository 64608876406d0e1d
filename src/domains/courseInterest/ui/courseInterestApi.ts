import { apiCaller } from '@/lib/browser/apiClient'

import type { courseInterestOperations } from '../contract/operations'
import { courseInterestRoutes } from '../contract/routes'

/** Course interest's operations, called by name from the screens: `callCourseInterest('courseInterest')`. */
export const callCourseInterest = apiCaller<typeof courseInterestOperations>(courseInterestRoutes)
