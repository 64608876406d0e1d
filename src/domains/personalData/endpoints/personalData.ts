import { personalDataOperations as operations } from '../contract/operations'
import { closeLearnerAccount } from '../closeAccount'
import { learnerDataDownload } from '../download'
import { badRequest, apiEndpoint, reply, readOperationBody } from '@/lib/server/http'
import { confirmLearner, requireLearner, signedOutHeaders } from '@/domains/accounts'
import { currentPasswordIncorrectMessage } from '@/lib/validation'

/** GET /api/v1/account/data: everything we hold about the signed-in learner, as a ZIP of JSON and CSV; audited. */
const downloadMyData = apiEndpoint(operations.personalData, async (req) => {
  const learner = await requireLearner(req)
  return learnerDataDownload(req, String(learner.id), 'learner', 'the learner')
})

/**
 * POST /api/v1/account/close: closes the signed-in learner's account, with their current password or a code we emailed
 * them (throttled like sign-in). Their name and contact details go; progress and certificates still count
 * (src/domains/personalData). Every session ends, this one's cookie too.
 */
const closeMyAccount = apiEndpoint(operations.closeAccount, async (req) => {
  const learner = await requireLearner(req)
  const proof = await readOperationBody(operations.closeAccount, req)
  if (!(await confirmLearner(req, learner, proof, 'learner-account-closed'))) {
    throw badRequest(currentPasswordIncorrectMessage, [{ field: 'currentPassword', message: currentPasswordIncorrectMessage }])
  }
  await closeLearnerAccount(req, String(learner.id), 'the learner')
  return reply(
    operations.closeAccount,
    200,
    { message: 'Your account is closed. Your name and contact details are gone, and you are signed out everywhere.' },
    new Headers(signedOutHeaders()),
  )
})

export const personalDataEndpoints = [downloadMyData, closeMyAccount]
