import { sql } from '@payloadcms/db-postgres'

import { badRequest, conflict, apiEndpoint, reply, readOperationBody, tooManyRequests } from '@/lib/server/http'
import { withinLimit } from '@/lib/server/http/rateLimit'
import { recordAuditEvent } from '@/domains/audit'
import { confirmEmailChange, requestEmailChange } from '../emailChange'
import { learnerPasswordMatches } from '../passwordCheck'
import { queueConfirmationCodeMail, queuePasswordChangedMail } from '../accountMails'
import { requireLearner, setPasswordEndingSessions } from '../session/learnerSession'
import { throttledPasswordCheck } from '../signInThrottle/passwordCheckThrottle'
import { toUserObject } from '../toUserObject'
import { fullName } from '@/lib/rules/names'
import { confirmationCodeMessages, signInCodeMailsPerWindow, signInCodeMinutes } from '@/lib/rules/signInCodes'
import { longDate } from '@/lib/rules/ukTime'
import { currentPasswordIncorrectMessage } from '@/lib/validation'
import { accountsOperations as operations } from '../contract/operations'

const passwordChangedMessage = 'Your password has been successfully changed.'
export const passwordAlreadySetMessage = 'This account has a password already: change it with your current password.'
const firstPasswordSetMessage = 'Your password is set. Sign in with it, or with a code we email you, as you like.'

/** PUT /api/v1/profile */
const updateProfile = apiEndpoint(operations.profile, async (req) => {
  const learner = await requireLearner(req)
  const { userId: _userId, ...input } = await readOperationBody(operations.profile, req)
  const updated = await req.payload.update({
    collection: 'course-users',
    id: learner.id,
    data: {
      firstName: input.firstName,
      lastName: input.lastName,
      company: input.company,
      jobTitle: input.jobTitle ?? null,
      phone: input.phone ?? null,
      name: input.name ?? fullName(input),
    },
    overrideAccess: true,
  })
  return reply(operations.profile, 200, toUserObject(updated))
})

/** PUT /api/v1/account/data-saver: low-data videos on or off, on every device the learner signs in on. */
const updateDataSaver = apiEndpoint(operations.dataSaver, async (req) => {
  const learner = await requireLearner(req)
  const { dataSaver } = await readOperationBody(operations.dataSaver, req)
  await req.payload.update({ collection: 'course-users', id: learner.id, data: { dataSaver }, overrideAccess: true })
  return reply(operations.dataSaver, 200, { dataSaver })
})

/**
 * POST /api/v1/account/upgrade-interest: "Upgrade Membership" before paid plans are on sale. The first press is
 * recorded (staff filter learners by "Asked about upgrades" to mail them when plans open); later presses keep it.
 */
const recordUpgradeInterest = apiEndpoint(operations.upgradeInterest, async (req) => {
  const learner = await requireLearner(req)
  const result = await req.payload.db.drizzle.execute(sql`
    UPDATE course_users SET upgrade_interest_at = COALESCE(upgrade_interest_at, now()) WHERE id = ${learner.id} RETURNING upgrade_interest_at`)
  const askedAt = new Date((result.rows[0] as { upgrade_interest_at: string | Date }).upgrade_interest_at)
  return reply(operations.upgradeInterest, 200, {
    askedAt: askedAt.toISOString(),
    message: `Noted on ${longDate(askedAt)}. Paid plans, which open the paid courses, are not on sale yet: we will email ${learner.email} when they are. The free programme stays free.`,
  })
})

/**
 * POST /api/v1/account/confirmation-code: mails the signed-in learner a code that confirms a change of email or closing
 * the account in place of their password, at most a few in 15 minutes.
 */
const mailConfirmationCode = apiEndpoint(operations.confirmationCode, async (req) => {
  const learner = await requireLearner(req)
  const learnerId = String(learner.id)
  if (!(await withinLimit(req.payload, `learner:confirmation-code:${learnerId}`, signInCodeMailsPerWindow, signInCodeMinutes * 60))) {
    throw tooManyRequests(signInCodeMinutes * 60, confirmationCodeMessages.tooMany)
  }
  await queueConfirmationCodeMail(req.payload, { id: learnerId, email: learner.email })
  return reply(operations.confirmationCode, 200, { message: confirmationCodeMessages.sent(learner.email) })
})

/** PUT /api/v1/account/email: needs the current password or an emailed code; the change waits for the link mailed to the new address. */
const updateEmail = apiEndpoint(operations.changeEmail, async (req) => {
  const learner = await requireLearner(req)
  const { email, currentPassword, code } = await readOperationBody(operations.changeEmail, req)
  return reply(operations.changeEmail, 202, { message: await requestEmailChange(req, learner, email, { currentPassword, code }) })
})

/** POST /api/v1/account/email/confirm: the token from the mailed link makes the change (no session needed). */
const confirmEmail = apiEndpoint(operations.confirmEmail, async (req) => {
  const { token } = await readOperationBody(operations.confirmEmail, req)
  return reply(operations.confirmEmail, 200, toUserObject(await confirmEmailChange(req, token)))
})

/** PUT /api/v1/account/password: needs the current password; ends every other session. */
const updatePassword = apiEndpoint(operations.changePassword, async (req) => {
  const learner = await requireLearner(req)
  const { currentPassword, newPassword } = await readOperationBody(operations.changePassword, req)
  const proven = await throttledPasswordCheck(req, learner.email, 'learner-password-changed', async () =>
    (await learnerPasswordMatches(req.payload, String(learner.id), currentPassword)) ? true : null,
  )
  if (!proven) throw badRequest(currentPasswordIncorrectMessage, [{ field: 'currentPassword', message: currentPasswordIncorrectMessage }])
  await setPasswordEndingSessions(req.payload, String(learner.id), newPassword, learner._sid)
  await queuePasswordChangedMail(req.payload, { id: String(learner.id), email: learner.email })
  await recordAuditEvent(req, { event: 'learner-password-changed', outcome: 'success', accountType: 'learner', accountEmail: learner.email })
  return reply(operations.changePassword, 200, { message: passwordChangedMessage })
})

/**
 * POST /api/v1/account/password/first: an account that signs in by code sets its first password (it has no current
 * one to give); ends every other session, as a change does. An account with a password is told to change it instead.
 */
const setFirstPassword = apiEndpoint(operations.setFirstPassword, async (req) => {
  const learner = await requireLearner(req)
  const { newPassword } = await readOperationBody(operations.setFirstPassword, req)
  if (!learner.signsInByCode) throw conflict(passwordAlreadySetMessage)
  await setPasswordEndingSessions(req.payload, String(learner.id), newPassword, learner._sid)
  await queuePasswordChangedMail(req.payload, { id: String(learner.id), email: learner.email })
  await recordAuditEvent(req, { event: 'learner-password-changed', outcome: 'success', accountType: 'learner', accountEmail: learner.email })
  return reply(operations.setFirstPassword, 200, { message: firstPasswordSetMessage })
})

export const profileEndpoints = [updateProfile, updateDataSaver, recordUpgradeInterest, mailConfirmationCode, updateEmail, confirmEmail, updatePassword, setFirstPassword]
