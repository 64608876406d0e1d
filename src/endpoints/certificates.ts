import { apiEndpoint, reply } from '@/lib/server/http'
import { findLearnerCertificates } from '@/domains/certificates'
import { requireLearner } from '@/domains/accounts'
import { calls } from '@/lib/contract/calls'

/** GET /api/v1/certificates: the signed-in learner's certificates of completion, for the dashboard. */
const learnerCertificates = apiEndpoint(calls.certificates, async (req) => {
  const learner = await requireLearner(req)
  return reply(calls.certificates, 200, await findLearnerCertificates(req.payload, String(learner.id)))
})

export const certificateEndpoints = [learnerCertificates]
