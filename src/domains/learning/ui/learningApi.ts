import { apiCaller } from '@/lib/browser/apiClient'

import type { learningOperations } from '../contract/operations'
import { learningRoutes } from '../contract/routes'

/** Learning's operations, called by name from the screens: `callLearning('lessonProgress', { params: { lessonId } })`. */
export const callLearning = apiCaller<typeof learningOperations>(learningRoutes)
