import { apiCaller } from '@/lib/browser/apiClient'

import type { certificatesOperations } from '../contract/operations'
import { certificatesRoutes } from '../contract/routes'

/** Certificates's operations, called by name from the screens: `callCertificates('certificates')`. */
export const callCertificates = apiCaller<typeof certificatesOperations>(certificatesRoutes)
