import { apiEndpoint, reply, readCallBody } from '@/lib/server/http'
import { requireLearner } from '@/domains/accounts'
import { findEqualityAnswers, saveEqualityAnswers } from '@/domains/impact'
import { calls } from '@/lib/contract/calls'

/** GET /api/v1/account/equality */
const equalityAnswers = apiEndpoint(calls.equalityAnswers, async (req) => {
  const learner = await requireLearner(req)
  return reply(calls.equalityAnswers, 200, await findEqualityAnswers(req.payload, String(learner.id)))
})

/** PUT /api/v1/account/equality */
const updateEqualityAnswers = apiEndpoint(calls.saveEqualityAnswers, async (req) => {
  const learner = await requireLearner(req)
  const { userId: _userId, ...answers } = await readCallBody(calls.saveEqualityAnswers, req)
  return reply(calls.saveEqualityAnswers, 200, await saveEqualityAnswers(req.payload, String(learner.id), answers))
})

export const equalityEndpoints = [equalityAnswers, updateEqualityAnswers]
