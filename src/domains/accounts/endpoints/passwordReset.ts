import { recordAuditEvent } from '@/domains/audit'
import { runInBackground } from '@/lib/server/background'
import { badRequest, apiEndpoint, reply, readOperationBody } from '@/lib/server/http'
import { clearAccountFailures } from '../signInThrottle/failures'
import { consumeResetToken } from '../resetTokens'
import { queuePasswordChangedMail, queuePasswordResetMail } from '../accountMails'
import { setPasswordEndingSessions } from '../session/learnerSession'
import { inTransaction } from '@/lib/server/db/inTransaction'
import { limitByClient } from '@/lib/server/http/rateLimit'
import { accountsOperations as operations } from '../contract/operations'

const resetLinkSentMessage =
  "If an account exists for that email, we've sent a link to reset your password. Please check your inbox and spam folder."
const invalidResetTokenMessage = 'This password reset link is invalid or has expired. Please request a new one.'
const passwordResetMessage = 'Your password has been reset. You can now sign in with your new password.'

/** POST /api/v1/forgot-password: the same answer whether or not the email has an account. */
const forgotPassword = apiEndpoint(operations.forgotPassword, async (req) => {
  await limitByClient(req, 'forgot-password')
  const { email } = await readOperationBody(operations.forgotPassword, req)
  runInBackground(req.payload, 'password reset mail', async () => {
    const { docs } = await req.payload.find({ collection: 'course-users', where: { email: { equals: email } }, limit: 1, depth: 0 })
    const learner = docs[0]
    if (learner) await queuePasswordResetMail(req.payload, { id: String(learner.id), email: learner.email })
  })
  // The typed email, whether or not it has an account: the answer and the audit row are the same either way.
  await recordAuditEvent(req, { event: 'learner-password-reset-requested', outcome: 'success', accountType: 'learner', accountEmail: email })
  return reply(operations.forgotPassword, 200, { message: resetLinkSentMessage })
})

/**
 * POST /api/v1/reset-password: a single-use token sets a new password, ends every session and every other pending
 * link, and clears the account's failed sign-ins (a reset unlocks it).
 */
const resetPassword = apiEndpoint(operations.resetPassword, async (req) => {
  const { token, password } = await readOperationBody(operations.resetPassword, req)
  const audit = (outcome: 'success' | 'failure', accountEmail?: string) =>
    recordAuditEvent(req, { event: 'learner-password-reset', outcome, accountType: 'learner', accountEmail })
  // The token is used up only if the new password and the ended sessions are stored with it, so a failure part-way
  // leaves the link working for another try.
  const learner = await inTransaction(req.payload, async (transactionReq, db) => {
    const learnerId = await consumeResetToken(db, token)
    if (!learnerId) {
      await audit('failure')
      throw badRequest(invalidResetTokenMessage, [{ field: 'token', message: invalidResetTokenMessage }])
    }
    return setPasswordEndingSessions(req.payload, learnerId, password, undefined, transactionReq)
  })
  await clearAccountFailures(req.payload, learner.email)
  await queuePasswordChangedMail(req.payload, { id: String(learner.id), email: learner.email })
  await audit('success', learner.email)
  return reply(operations.resetPassword, 200, { message: passwordResetMessage })
})

export const passwordResetEndpoints = [forgotPassword, resetPassword]
