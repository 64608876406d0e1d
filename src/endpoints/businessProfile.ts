import { apiEndpoint, reply, readCallBody } from '@/lib/server/http'
import { requireLearner } from '@/domains/accounts'
import { findBusinessProfile, saveBusinessProfile } from '@/domains/impact'
import { calls } from '@/lib/contract/calls'

/** GET /api/v1/account/business */
const businessProfile = apiEndpoint(calls.businessProfile, async (req) => {
  const learner = await requireLearner(req)
  return reply(calls.businessProfile, 200, await findBusinessProfile(req.payload, String(learner.id)))
})

/** PUT /api/v1/account/business */
const updateBusinessProfile = apiEndpoint(calls.saveBusinessProfile, async (req) => {
  const learner = await requireLearner(req)
  const { userId: _userId, ...change } = await readCallBody(calls.saveBusinessProfile, req)
  return reply(calls.saveBusinessProfile, 200, await saveBusinessProfile(req.payload, String(learner.id), change))
})

export const businessProfileEndpoints = [businessProfile, updateBusinessProfile]
