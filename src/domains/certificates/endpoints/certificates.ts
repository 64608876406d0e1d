import { apiEndpoint, reply } from '@/lib/server/http'

import { certificatesOperations as operations } from '../contract/operations'
import { findLearnerCertificates } from '../certificates'
import { requireLearner } from '@/domains/accounts'

/** GET /api/v1/certificates: the signed-in learner's certificates of completion, for the dashboard. */
const learnerCertificates = apiEndpoint(operations.certificates, async (req) => {
  const learner = await requireLearner(req)
  return reply(operations.certificates, 200, await findLearnerCertificates(req.payload, String(learner.id)))
})

export const certificateEndpoints = [learnerCertificates]
