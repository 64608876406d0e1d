import { runInBackground } from '@/lib/background'
import { badRequest, endpoint, json, parseInput, readJsonBody } from '@/lib/http'
import { consumeResetToken, issueResetToken } from '@/lib/learners/resetTokens'
import { sendPasswordChangedMail, sendPasswordResetMail } from '@/lib/mail/learnerMails'
import { inTransaction } from '@/lib/db/inTransaction'
import { limitByClient } from '@/lib/rateLimit'
import { setPasswordEndingSessions } from '@/lib/session/learnerSession'
import { forgotPasswordSchema, resetPasswordSchema } from '@/lib/validation'

export const resetLinkSentMessage =
  "If an account exists for that email, we've sent a link to reset your password. Please check your inbox and spam folder."
export const invalidResetTokenMessage = 'This password reset link is invalid or has expired. Please request a new one.'
export const passwordResetMessage = 'Your password has been reset. You can now sign in with your new password.'

/** POST /api/v1/forgot-password: the same answer whether or not the email has an account. */
const forgotPassword = endpoint('post', '/v1/forgot-password', async (req) => {
  await limitByClient(req, 'forgot-password')
  const { email } = parseInput(forgotPasswordSchema, await readJsonBody(req))
  runInBackground(req.payload, 'password reset mail', async () => {
    const { docs } = await req.payload.find({ collection: 'course-users', where: { email: { equals: email } }, limit: 1, depth: 0 })
    const learner = docs[0]
    if (learner) await sendPasswordResetMail(req.payload, learner.email, await issueResetToken(req.payload, String(learner.id)))
  })
  return json({ message: resetLinkSentMessage })
})

/** POST /api/v1/reset-password: a single-use token sets a new password and ends every session. */
const resetPassword = endpoint('post', '/v1/reset-password', async (req) => {
  const { token, password } = parseInput(resetPasswordSchema, await readJsonBody(req))
  // The token is used up only if the new password and the ended sessions are stored with it, so a failure part-way
  // leaves the link working for another try.
  const learner = await inTransaction(req.payload, async (transactionReq, db) => {
    const learnerId = await consumeResetToken(db, token)
    if (!learnerId) throw badRequest(invalidResetTokenMessage, [{ field: 'token', message: invalidResetTokenMessage }])
    return setPasswordEndingSessions(req.payload, learnerId, password, undefined, transactionReq)
  })
  sendPasswordChangedMail(req.payload, learner.email)
  return json({ message: passwordResetMessage })
})

export const passwordResetEndpoints = [forgotPassword, resetPassword]
