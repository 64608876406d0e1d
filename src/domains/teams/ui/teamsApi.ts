import { apiCaller } from '@/lib/browser/apiClient'

import type { teamsOperations } from '../contract/operations'
import { teamsRoutes } from '../contract/routes'

/** Teams's operations, called by name from the screens: `callTeams('team')`. */
export const callTeams = apiCaller<typeof teamsOperations>(teamsRoutes)
