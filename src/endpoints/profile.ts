import { AuthenticationError } from 'payload'

import { badRequest, conflict, endpoint, json, parseInput, readJsonBody } from '@/lib/http'
import { toUserObject } from '@/lib/learners/toUserObject'
import { sendPasswordChangedMail } from '@/lib/mail/learnerMails'
import { loginAttempts } from '@/lib/rateLimit'
import { learnerApiContext, requireLearner, setPasswordEndingSessions } from '@/lib/session/learnerSession'
import { accountEmailSchema, accountPasswordSchema, profileSchema } from '@/lib/validation'
import { emailTakenMessage, isDuplicateEmail } from './accounts'

export const currentPasswordIncorrectMessage = 'Current password is incorrect'
export const passwordChangedMessage = 'Your password has been successfully changed.'

/** PUT /api/v1/profile */
const updateProfile = endpoint('put', '/v1/profile', async (req) => {
  const { userId, ...input } = parseInput(profileSchema, await readJsonBody(req))
  const learner = await requireLearner(req, userId)
  const updated = await req.payload.update({
    collection: 'course-users',
    id: learner.id,
    data: {
      firstName: input.firstName,
      lastName: input.lastName,
      company: input.company,
      jobTitle: input.jobTitle ?? null,
      phone: input.phone ?? null,
      name: input.name ?? `${input.firstName} ${input.lastName}`,
    },
    overrideAccess: true,
  })
  return json(toUserObject(updated))
})

/** PUT /api/v1/account/email */
const updateEmail = endpoint('put', '/v1/account/email', async (req) => {
  const { userId, email } = parseInput(accountEmailSchema, await readJsonBody(req))
  const learner = await requireLearner(req, userId)
  if (email !== learner.email) {
    const taken = await req.payload.count({ collection: 'course-users', where: { email: { equals: email } } })
    if (taken.totalDocs > 0) throw conflict('An account with this email already exists')
  }
  try {
    const updated = await req.payload.update({ collection: 'course-users', id: learner.id, data: { email }, overrideAccess: true })
    return json(toUserObject(updated))
  } catch (error) {
    if (isDuplicateEmail(error)) throw conflict(emailTakenMessage)
    throw error
  }
})

/** PUT /api/v1/account/password: needs the current password; ends every other session. */
const updatePassword = endpoint('put', '/v1/account/password', async (req) => {
  const { userId, currentPassword, newPassword } = parseInput(accountPasswordSchema, await readJsonBody(req))
  const learner = await requireLearner(req, userId)
  await loginAttempts.assertAllowed(req.payload, learner.email)
  try {
    await req.payload.login({ collection: 'course-users', data: { email: learner.email, password: currentPassword }, context: learnerApiContext })
  } catch (error) {
    if (!(error instanceof AuthenticationError)) throw error
    await loginAttempts.recordFailure(req.payload, learner.email)
    throw badRequest(currentPasswordIncorrectMessage, [{ field: 'currentPassword', message: currentPasswordIncorrectMessage }])
  }
  await setPasswordEndingSessions(req.payload, String(learner.id), newPassword, learner._sid)
  sendPasswordChangedMail(req.payload, learner.email)
  return json({ message: passwordChangedMessage })
})

export const profileEndpoints = [updateProfile, updateEmail, updatePassword]
