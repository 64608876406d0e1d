import { ValidationError, type PayloadRequest } from 'payload'

import { ApiError, conflict, endpoint, json, noContent, parseInput, readJsonBody, unauthorized } from '@/lib/server/http'
import { openSession, signIn, type LearnerSession } from '@/domains/accounts'
import { toUserObject, clearedSessionCookie, sessionCookie, deviceCookieAfterSignIn, endLearnerSession, getSessionLearner, requireLearner } from '@/domains/accounts'
import { limitByClient } from '@/lib/server/http/rateLimit'
import { loginSchema, registerSchema } from '@/lib/validation'
import { mailEventKey, queueMail } from '@/domains/mail'

const emailTakenMessage = 'An account with this email already exists. Please sign in instead.'

const invalidCredentialsMessage = 'Invalid email or password'

/** The user object with a fresh session cookie, and the device cookie that marks this browser as the learner's own. */
const sessionResponse = (req: PayloadRequest, session: LearnerSession, status: number): Response => {
  const headers = new Headers()
  headers.append('Set-Cookie', sessionCookie(session.token, session.maxAgeSeconds))
  headers.append('Set-Cookie', deviceCookieAfterSignIn(req.headers, session.learner.email))
  return json(toUserObject(session.learner), status, headers)
}

/** Is this Payload error the unique index on email? */
const isDuplicateEmail = (error: unknown): boolean =>
  error instanceof ValidationError && error.data.errors.some((fieldError) => fieldError.path === 'email')

/** POST /api/v1/register: a new learner, signed in. */
const register = endpoint('post', '/v1/register', async (req) => {
  await limitByClient(req, 'register')
  const input = parseInput(registerSchema, await readJsonBody(req))
  const existing = await req.payload.count({ collection: 'course-users', where: { email: { equals: input.email } } })
  if (existing.totalDocs > 0) throw conflict(emailTakenMessage)
  let learnerId: string
  try {
    const created = await req.payload.create({
      collection: 'course-users',
      data: { ...input, jobTitle: input.jobTitle ?? null, phone: input.phone ?? null, membershipTier: 'free' },
      overrideAccess: true,
    })
    learnerId = String(created.id)
  } catch (error) {
    if (isDuplicateEmail(error)) throw conflict(emailTakenMessage)
    throw error
  }
  const session = await openSession(req.payload, input.email, input.password)
  if (!session) throw new ApiError(500, 'Registration did not open a session')
  await queueMail(req.payload, { kind: 'welcome', eventKey: mailEventKey('welcome', learnerId), to: input.email, learnerId })
  return sessionResponse(req, session, 201)
})

/** POST /api/v1/login */
const login = endpoint('post', '/v1/login', async (req) => {
  const { email, password } = parseInput(loginSchema, await readJsonBody(req))
  const session = await signIn(req, email, password)
  if (!session) throw unauthorized(invalidCredentialsMessage)
  return sessionResponse(req, session, 200)
})

/** POST /api/v1/logout: ends this session (if any) and clears the cookie. */
const logout = endpoint('post', '/v1/logout', async (req) => {
  const learner = await getSessionLearner(req)
  if (learner?._sid) await endLearnerSession(req.payload, String(learner.id), learner._sid)
  return noContent({ 'Set-Cookie': clearedSessionCookie() })
})

/** GET /api/v1/me */
const me = endpoint('get', '/v1/me', async (req) => json(toUserObject(await requireLearner(req))))

export const accountEndpoints = [register, login, logout, me]
