import { apiEndpoint, reply, readOperationBody } from '@/lib/server/http'
import { requireLearner } from '@/domains/accounts'
import { findEqualityAnswers, saveEqualityAnswers } from '../equality'
import { impactOperations as operations } from '../contract/operations'

/** GET /api/v1/account/equality */
const equalityAnswers = apiEndpoint(operations.equalityAnswers, async (req) => {
  const learner = await requireLearner(req)
  return reply(operations.equalityAnswers, 200, await findEqualityAnswers(req.payload, String(learner.id)))
})

/** PUT /api/v1/account/equality */
const updateEqualityAnswers = apiEndpoint(operations.saveEqualityAnswers, async (req) => {
  const learner = await requireLearner(req)
  const { userId: _userId, ...answers } = await readOperationBody(operations.saveEqualityAnswers, req)
  return reply(operations.saveEqualityAnswers, 200, await saveEqualityAnswers(req.payload, String(learner.id), answers))
})

export const equalityEndpoints = [equalityAnswers, updateEqualityAnswers]
