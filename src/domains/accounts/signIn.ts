import { randomUUID } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import { AuthenticationError, getFieldsToSign, jwtSign, type Payload, type PayloadRequest } from 'payload'

import type { CourseUser } from '@/payload-types'
import { recordAuditEvent } from '@/domains/audit'
import { learnerApiContext } from './session/learnerSession'
import { consumeSignInCode, consumeSignInLink, learnerIdByEmail } from './signInCodes'
import { admitPasswordCheck, settlePasswordCheck, throttledPasswordCheck } from './signInThrottle/passwordCheckThrottle'
import { learnerUpdatedAt, spendPasswordCheckTime } from './passwordCheck'

export type LearnerSession = { learner: CourseUser; token: string; maxAgeSeconds: number }

/**
 * Checks the email and password with Payload's auth (salted PBKDF2) and opens a session; null when they do not match.
 * An unknown email costs the same hashing time as a known one, so timing does not tell which accounts exist.
 */
export const openSession = async (payload: Payload, email: string, password: string): Promise<LearnerSession | null> => {
  const updatedAt = await learnerUpdatedAt(payload, email)
  if (!updatedAt) {
    await spendPasswordCheckTime(password)
    return null
  }
  try {
    const result = await payload.login({ collection: 'course-users', data: { email, password }, context: learnerApiContext })
    if (!result.token) throw new Error('Sign-in did not create a session')
    const maxAgeSeconds = result.exp ? Math.max(0, result.exp - Math.floor(Date.now() / 1000)) : 0
    // Payload's login blanks updatedAt on the user it returns (adding a session is not an update).
    const user = result.user as CourseUser
    const learner = { ...user, updatedAt: user.updatedAt ?? updatedAt }
    return { learner, token: result.token, maxAgeSeconds }
  } catch (error) {
    if (error instanceof AuthenticationError) return null
    throw error
  }
}

/**
 * A learner's sign-in, under the sign-in throttle (src/domains/accounts/signInThrottle): null for an unknown email and a
 * wrong password alike (the throttle answers 429 when this address or the account is refused). Every outcome is
 * audited.
 */
export const signIn = async (req: PayloadRequest, email: string, password: string): Promise<LearnerSession | null> => {
  const session = await throttledPasswordCheck(req, email, 'learner-sign-in', () => openSession(req.payload, email, password))
  if (session) await recordAuditEvent(req, { event: 'learner-sign-in', outcome: 'success', accountType: 'learner', accountEmail: email })
  return session
}

/**
 * A session for a learner who proved who they are without a password (a mailed code or link): the same session and
 * token Payload's own sign-in makes (a row in the learner's sessions, a JWT signed with its secret naming it), with
 * Payload's own helpers, since its login needs a password.
 */
export const openSessionFor = async (payload: Payload, learnerId: string): Promise<LearnerSession> => {
  const collectionConfig = payload.collections['course-users'].config
  const lifetimeSeconds = collectionConfig.auth.tokenExpiration
  const sid = randomUUID()
  await payload.db.drizzle.execute(sql`
    WITH gone AS (DELETE FROM course_users_sessions WHERE _parent_id = ${learnerId} AND expires_at <= now())
    INSERT INTO course_users_sessions (_order, _parent_id, id, created_at, expires_at)
    SELECT COALESCE(max(_order), 0) + 1, ${learnerId}, ${sid}, now(), now() + make_interval(secs => ${lifetimeSeconds})
    FROM course_users_sessions WHERE _parent_id = ${learnerId}`)
  const learner = await payload.findByID({ collection: 'course-users', id: learnerId, depth: 0, overrideAccess: true, context: learnerApiContext })
  const fieldsToSign = getFieldsToSign({ collectionConfig, email: learner.email, sid, user: { ...learner, collection: 'course-users' } })
  const { token, exp } = await jwtSign({ fieldsToSign, secret: payload.secret, tokenExpiration: lifetimeSeconds })
  return { learner, token, maxAgeSeconds: Math.max(0, exp - Math.floor(Date.now() / 1000)) }
}

/**
 * A learner's sign-in with the code from their mail, under the same throttle as a password (a wrong code counts as a
 * failure, a browser's device cookie spares it a stranger's): null for a wrong, used or expired code and an unknown
 * email alike. Audited.
 */
export const signInWithCode = async (req: PayloadRequest, email: string, code: string): Promise<LearnerSession | null> => {
  const admitted = await admitPasswordCheck(req, { email, accountType: 'learner', event: 'learner-sign-in' })
  const learnerId = await learnerIdByEmail(req.payload, email)
  const passed = learnerId !== null && (await consumeSignInCode(req.payload, learnerId, code))
  await settlePasswordCheck(req, admitted, passed, 'wrong sign-in code')
  if (!passed) return null
  const session = await openSessionFor(req.payload, learnerId)
  await recordAuditEvent(req, { event: 'learner-sign-in', outcome: 'success', accountType: 'learner', accountEmail: email, detail: 'with an emailed code' })
  return session
}

/** A learner's sign-in with the link from their mail, once they press "Sign in": null for a link unknown, used or expired. */
export const signInWithLink = async (req: PayloadRequest, token: string): Promise<LearnerSession | null> => {
  const learnerId = await consumeSignInLink(req.payload, token)
  if (!learnerId) return null
  const session = await openSessionFor(req.payload, learnerId)
  await recordAuditEvent(req, { event: 'learner-sign-in', outcome: 'success', accountType: 'learner', accountEmail: session.learner.email, detail: 'with an emailed link' })
  return session
}
