import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import type { CourseUser } from '@/payload-types'
import { forbidden, unauthorized } from '../http/apiError'
import { readSessionToken } from './cookie'

/** Marks Local API auth calls made by our /api/v1 endpoints; Payload's own learner auth routes lack it and are refused. */
export const learnerApiContext = { viaLearnerApi: true } as const

export type SessionLearner = CourseUser & { _sid?: string }

/**
 * Payload's token check answers "no user" for any failure, a database outage included. Before a presented session is
 * called invalid, make sure the database answered: if it is down, this throws, and the call gets a 503, not a 401
 * that would sign the learner out.
 */
const assertDatabaseAnswers = async (payload: Payload): Promise<void> => {
  await payload.db.drizzle.execute(sql`SELECT 1`)
}

const learnerFromToken = async (payload: Payload, token: string): Promise<SessionLearner | null> => {
  const { user } = await payload.auth({ headers: new Headers({ Authorization: `JWT ${token}` }) })
  return user && user.collection === 'course-users' ? (user as SessionLearner) : null
}

/**
 * The learner signed in by this request's session cookie, or null. Payload checks the token's signature, expiry and
 * session. A refused token is checked once more after the database has answered, in case it was refused because the
 * database was just coming back.
 */
export const getSessionLearner = async (req: PayloadRequest): Promise<SessionLearner | null> => {
  const token = readSessionToken(req.headers)
  if (!token) return null
  const learner = await learnerFromToken(req.payload, token)
  if (learner) return learner
  await assertDatabaseAnswers(req.payload)
  return learnerFromToken(req.payload, token)
}

/**
 * The signed-in learner (401 without a session). A `userId` the screens send must be the session's own (403).
 */
export const requireLearner = async (req: PayloadRequest, suppliedUserId?: unknown): Promise<SessionLearner> => {
  const learner = await getSessionLearner(req)
  if (!learner) throw unauthorized()
  if (suppliedUserId !== undefined && suppliedUserId !== null && suppliedUserId !== '' && String(suppliedUserId) !== String(learner.id)) {
    throw forbidden('You can only access your own account')
  }
  return learner
}

type StoredSession = NonNullable<CourseUser['sessions']>[number]

const storedSessions = async (payload: Payload, learnerId: string): Promise<StoredSession[]> => {
  const learner = await payload.db.findOne<CourseUser>({ collection: 'course-users', where: { id: { equals: learnerId } } })
  return learner?.sessions ?? []
}

const storeSessions = (payload: Payload, learnerId: string, sessions: StoredSession[]) =>
  payload.db.updateOne({ collection: 'course-users', id: learnerId, data: { sessions } })

/** Ends one session (sign out). */
export const endLearnerSession = async (payload: Payload, learnerId: string, sessionId: string): Promise<void> => {
  const sessions = await storedSessions(payload, learnerId)
  await storeSessions(payload, learnerId, sessions.filter((session) => session.id !== sessionId))
}

/** Ends every session of a learner (after a password reset). */
export const endAllLearnerSessions = (payload: Payload, learnerId: string): Promise<unknown> => storeSessions(payload, learnerId, [])

/** Sets a new password and ends every session but `keepSessionId` (the one that made the change). */
export const changePasswordKeepingSession = async (
  payload: Payload,
  learnerId: string,
  password: string,
  keepSessionId: string | undefined,
): Promise<CourseUser> => {
  const kept = (await storedSessions(payload, learnerId)).filter((session) => session.id === keepSessionId)
  const learner = await payload.update({ collection: 'course-users', id: learnerId, data: { password }, overrideAccess: true })
  await storeSessions(payload, learnerId, kept)
  return learner
}
