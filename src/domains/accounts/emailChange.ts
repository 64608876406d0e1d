import { ValidationError, type PayloadRequest } from 'payload'

import type { CourseUser } from '@/payload-types'
import { recordAuditEvent } from '@/domains/audit'
import { inTransaction } from '@/lib/server/db/inTransaction'
import { ApiError, badRequest, conflict, unauthorized } from '@/lib/server/http/apiError'
import type { SessionLearner } from './session/learnerSession'
import { currentPasswordIncorrectMessage } from '@/lib/validation/account'
import { queueEmailChangeMails } from './accountMails'
import { confirmLearner, type LearnerProof } from './confirmLearner'
import { consumeEmailChangeToken } from './emailChangeTokens'

const emailTakenMessage = 'An account with this email already exists'
const sameEmailMessage = 'This is already your email address'
const invalidEmailChangeTokenMessage = 'This email confirmation link is invalid or has expired. Please change your email again.'
const emailChangeSentMessage = (newEmail: string) => `Check your inbox: we've sent a link to ${newEmail} to confirm the change.`

const isEmailTaken = async (req: PayloadRequest, email: string, learnerId: string): Promise<boolean> => {
  const { totalDocs } = await req.payload.count({
    collection: 'course-users',
    where: { and: [{ email: { equals: email } }, { id: { not_equals: learnerId } }] },
    req,
  })
  return totalDocs > 0
}

/**
 * Starts a change of email: the current password or an emailed code proves it is the learner (a wrong one counts for
 * the sign-in throttle; a wrong password is a 401, a wrong code a 400 on `code`), a single-use link goes to the new
 * address and a notice to the current one. Nothing changes until the link is followed.
 */
export const requestEmailChange = async (req: PayloadRequest, learner: SessionLearner, newEmail: string, proof: LearnerProof): Promise<string> => {
  const learnerId = String(learner.id)
  if (!(await confirmLearner(req, learner, proof, 'learner-email-change-requested'))) throw unauthorized(currentPasswordIncorrectMessage)
  if (newEmail === learner.email) throw badRequest(sameEmailMessage, [{ field: 'email', message: sameEmailMessage }])
  if (await isEmailTaken(req, newEmail, learnerId)) throw conflict(emailTakenMessage)

  // The link's token is made when its mail is composed (accountMails.ts), so it exists only in that mail.
  await queueEmailChangeMails(req.payload, { id: learnerId, email: learner.email }, newEmail)
  await recordAuditEvent(req, {
    event: 'learner-email-change-requested',
    outcome: 'success',
    accountType: 'learner',
    accountEmail: learner.email,
    detail: `to ${newEmail}`,
  })
  return emailChangeSentMessage(newEmail)
}

/** Follows a mailed link: the learner's email becomes the new one (400 for a bad link, 409 if it was taken since). */
export const confirmEmailChange = async (req: PayloadRequest, token: string): Promise<CourseUser> => {
  const audit = (outcome: 'success' | 'failure', accountEmail?: string, detail?: string) =>
    recordAuditEvent(req, { event: 'learner-email-changed', outcome, accountType: 'learner', accountEmail, detail })
  try {
    // The token is used up only together with the new email, so a failure part-way leaves the link working.
    const { learner, previousEmail } = await inTransaction(req.payload, async (transactionReq, db) => {
      const change = await consumeEmailChangeToken(db, token)
      if (!change) throw badRequest(invalidEmailChangeTokenMessage, [{ field: 'token', message: invalidEmailChangeTokenMessage }])
      if (await isEmailTaken(transactionReq, change.newEmail, change.learnerId)) throw conflict(emailTakenMessage)
      const before = await req.payload.findByID({ collection: 'course-users', id: change.learnerId, depth: 0, overrideAccess: true, req: transactionReq })
      const updated = await req.payload.update({
        collection: 'course-users',
        id: change.learnerId,
        data: { email: change.newEmail },
        overrideAccess: true,
        req: transactionReq,
      })
      return { learner: updated, previousEmail: before.email }
    })
    await audit('success', learner.email, `from ${previousEmail}`)
    return learner
  } catch (error) {
    // Another account took the email between the check and the update (the unique index caught it).
    const failure = error instanceof ValidationError && error.data.errors.some((fieldError) => fieldError.path === 'email') ? conflict(emailTakenMessage) : error
    if (failure instanceof ApiError) await audit('failure', undefined, failure.status === 409 ? 'email taken' : 'invalid link')
    throw failure
  }
}
