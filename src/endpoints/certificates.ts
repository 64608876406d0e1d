import { endpoint, json } from '@/lib/server/http'
import { findLearnerCertificates } from '@/domains/certificates'
import { requireLearner } from '@/domains/accounts'

/** GET /api/v1/certificates: the signed-in learner's certificates of completion, for the dashboard. */
const learnerCertificates = endpoint('get', '/v1/certificates', async (req) => {
  const learner = await requireLearner(req, req.searchParams.get('userId'))
  return json(await findLearnerCertificates(req.payload, String(learner.id)))
})

export const certificateEndpoints = [learnerCertificates]
