import { randomBytes } from 'node:crypto'

import { ValidationError, type PayloadRequest } from 'payload'
import type { z } from 'zod'

import type { registerWithoutPasswordSchema } from '@/lib/validation'

import { badRequest, conflict, apiEndpoint, noContent, unauthorized, reply, readOperationBody } from '@/lib/server/http'
import { openSessionFor, signIn, signInWithCode, signInWithLink, type LearnerSession } from '../signIn'
import { learnerIdByEmail } from '../signInCodes'
import { queueSignInCodeMail } from '../accountMails'
import { toUserObject } from '../toUserObject'
import { signedOutHeaders, sessionCookie } from '../session/cookie'
import { deviceCookieAfterSignIn } from '../signInThrottle/deviceCookie'
import { endLearnerSession, getSessionLearner, requireLearner } from '../session/learnerSession'
import { limitByClient, withinLimit } from '@/lib/server/http/rateLimit'
import { runInBackground } from '@/lib/server/background'
import { signInCodeMailsPerWindow, signInCodeMessages, signInCodeMinutes } from '@/lib/rules/signInCodes'
import { mailEventKey, queueMail } from '@/domains/mail'
import { saveBusinessProfile, waitingListTeamSize } from '@/domains/impact'
import { enrolOnArrival } from '@/domains/onboarding'
import { accountsOperations as operations } from '../contract/operations'

const emailTakenMessage = 'An account with this email already exists. Please sign in instead.'

const invalidCredentialsMessage = 'Invalid email or password'

/** A fresh session cookie, and the device cookie that marks this browser as the learner's own. */
const sessionCookies = (req: PayloadRequest, session: LearnerSession): Headers => {
  const headers = new Headers()
  headers.append('Set-Cookie', sessionCookie(session.token, session.maxAgeSeconds))
  headers.append('Set-Cookie', deviceCookieAfterSignIn(req.headers, session.learner.email))
  return headers
}

/** Is this Payload error the unique index on email? */
const isDuplicateEmail = (error: unknown): boolean =>
  error instanceof ValidationError && error.data.errors.some((fieldError) => fieldError.path === 'email')

type NewLearner = Omit<z.output<typeof registerWithoutPasswordSchema>, 'courseId'> & { password?: string }

/**
 * Creates a learner account, signs it in, and enrols it in the course it came from when that is free and open. With
 * no password the account gets a random one nobody knows, and signs in with mailed codes until it sets its own.
 */
const createLearner = async (req: PayloadRequest, { teamSize, trade, tradeOther, postcodeDistrict, password, ...input }: NewLearner, courseId?: string): Promise<LearnerSession> => {
  const existing = await req.payload.count({ collection: 'course-users', where: { email: { equals: input.email } } })
  if (existing.totalDocs > 0) throw conflict(emailTakenMessage)
  let learnerId: string
  try {
    const created = await req.payload.create({
      collection: 'course-users',
      data: {
        ...input,
        jobTitle: input.jobTitle ?? null,
        phone: input.phone ?? null,
        membershipTier: 'free',
        password: password ?? randomBytes(32).toString('base64url'),
        signsInByCode: password === undefined,
      },
      overrideAccess: true,
    })
    learnerId = String(created.id)
  } catch (error) {
    if (isDuplicateEmail(error)) throw conflict(emailTakenMessage)
    throw error
  }
  // The business profile, its team size from the waiting list when the form left it out.
  await saveBusinessProfile(req.payload, learnerId, {
    teamSize: teamSize ?? (await waitingListTeamSize(req.payload, input.email)),
    trade,
    tradeOther: tradeOther ?? null,
    postcodeDistrict,
  })
  const session = await openSessionFor(req.payload, learnerId)
  await queueMail(req.payload, { kind: 'welcome', eventKey: mailEventKey('welcome', learnerId), to: input.email, learnerId })
  if (courseId) await enrolOnArrival(req.payload, { id: learnerId, email: input.email }, courseId)
  return session
}

/** POST /api/v1/register: a new learner, signed in, and enrolled in the course they came from when it is free and open. */
const register = apiEndpoint(operations.register, async (req) => {
  await limitByClient(req, 'register')
  const { courseId, ...input } = await readOperationBody(operations.register, req)
  const session = await createLearner(req, input, courseId)
  return reply(operations.register, 201, toUserObject(session.learner), sessionCookies(req, session))
})

/** POST /api/v1/register/without-password: the same, for an account that signs in with mailed codes. */
const registerWithoutPassword = apiEndpoint(operations.registerWithoutPassword, async (req) => {
  await limitByClient(req, 'register')
  const { courseId, ...input } = await readOperationBody(operations.registerWithoutPassword, req)
  const session = await createLearner(req, input, courseId)
  return reply(operations.registerWithoutPassword, 201, toUserObject(session.learner), sessionCookies(req, session))
})

/** POST /api/v1/login */
const login = apiEndpoint(operations.login, async (req) => {
  const { email, password } = await readOperationBody(operations.login, req)
  const session = await signIn(req, email, password)
  if (!session) throw unauthorized(invalidCredentialsMessage)
  return reply(operations.login, 200, toUserObject(session.learner), sessionCookies(req, session))
})

/**
 * POST /api/v1/sign-in-code: mails the account a code and a link, at most a few an account in 15 minutes. The same
 * answer, and as fast, whether or not the email has an account: the lookup and the mail happen after it.
 */
const signInCode = apiEndpoint(operations.signInCode, async (req) => {
  await limitByClient(req, 'sign-in-code')
  const { email } = await readOperationBody(operations.signInCode, req)
  runInBackground(req.payload, 'sign-in code mail', async () => {
    const learnerId = await learnerIdByEmail(req.payload, email)
    if (!learnerId) return
    if (!(await withinLimit(req.payload, `learner:sign-in-code:${learnerId}`, signInCodeMailsPerWindow, signInCodeMinutes * 60))) return
    await queueSignInCodeMail(req.payload, { id: learnerId, email })
  })
  return reply(operations.signInCode, 200, { message: signInCodeMessages.sent })
})

/** POST /api/v1/sign-in-code/verify: the mailed code signs the learner in, under the sign-in throttle. */
const signInCodeVerify = apiEndpoint(operations.signInWithCode, async (req) => {
  const { email, code } = await readOperationBody(operations.signInWithCode, req)
  const session = await signInWithCode(req, email, code)
  if (!session) throw unauthorized(signInCodeMessages.wrong)
  return reply(operations.signInWithCode, 200, toUserObject(session.learner), sessionCookies(req, session))
})

/** POST /api/v1/sign-in-code/link: the mailed link's token signs the learner in; the page sends it only on "Sign in". */
const signInLink = apiEndpoint(operations.signInWithLink, async (req) => {
  await limitByClient(req, 'sign-in-link')
  const { token } = await readOperationBody(operations.signInWithLink, req)
  const session = await signInWithLink(req, token)
  if (!session) throw badRequest(signInCodeMessages.linkInvalid, [{ field: 'token', message: signInCodeMessages.linkInvalid }])
  return reply(operations.signInWithLink, 200, toUserObject(session.learner), sessionCookies(req, session))
})

/** POST /api/v1/logout: ends this session (if any) and clears the cookie. */
const logout = apiEndpoint(operations.logout, async (req) => {
  const learner = await getSessionLearner(req)
  if (learner?._sid) await endLearnerSession(req.payload, String(learner.id), learner._sid)
  return noContent(signedOutHeaders())
})

/** GET /api/v1/me */
const me = apiEndpoint(operations.me, async (req) => reply(operations.me, 200, toUserObject(await requireLearner(req))))

export const accountEndpoints = [register, registerWithoutPassword, login, signInCode, signInCodeVerify, signInLink, logout, me]
