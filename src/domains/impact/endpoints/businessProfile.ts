import { apiEndpoint, reply, readOperationBody } from '@/lib/server/http'
import { requireLearner } from '@/domains/accounts'
import { findBusinessProfile, saveBusinessProfile } from '../businessProfiles'
import { impactOperations as operations } from '../contract/operations'

/** GET /api/v1/account/business */
const businessProfile = apiEndpoint(operations.businessProfile, async (req) => {
  const learner = await requireLearner(req)
  return reply(operations.businessProfile, 200, await findBusinessProfile(req.payload, String(learner.id)))
})

/** PUT /api/v1/account/business */
const updateBusinessProfile = apiEndpoint(operations.saveBusinessProfile, async (req) => {
  const learner = await requireLearner(req)
  const { userId: _userId, ...change } = await readOperationBody(operations.saveBusinessProfile, req)
  return reply(operations.saveBusinessProfile, 200, await saveBusinessProfile(req.payload, String(learner.id), change))
})

export const businessProfileEndpoints = [businessProfile, updateBusinessProfile]
