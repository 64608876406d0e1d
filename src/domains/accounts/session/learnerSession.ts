import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import type { CourseUser } from '@/payload-types'
import { unauthorized } from '@/lib/server/http/apiError'
import { assertOwnUserId, rememberSignedInUser } from '@/lib/server/http/signedInUser'
import { inTransaction, type SqlExecutor } from '@/lib/server/db/inTransaction'
import { endPendingTokens } from '../emailChangeTokens'
import { readSessionToken } from './cookie'
import { learnerFromToken, type SessionLearner } from './learnerFromToken'

/** Marks Local API auth calls made by our /api/v1 endpoints; Payload's own learner auth routes lack it and are refused. */
export const learnerApiContext = { viaLearnerApi: true } as const

export type { SessionLearner }

/** The learner signed in by this request's session cookie, or null. A database outage throws (503), never "no one". */
export const getSessionLearner = async (req: PayloadRequest): Promise<SessionLearner | null> => {
  const token = readSessionToken(req.headers)
  return token ? learnerFromToken(req.payload, token) : null
}

/**
 * The signed-in learner (401 without a session), checked before the request's body is read. A `userId` the screens
 * send, in the query or the body, must be the session's own (403): checked here for the query, and by `readJsonBody`
 * for any body this request reads.
 */
export const requireLearner = async (req: PayloadRequest): Promise<SessionLearner> => {
  const learner = await getSessionLearner(req)
  if (!learner) throw unauthorized()
  rememberSignedInUser(req, String(learner.id))
  assertOwnUserId(req, req.searchParams?.get('userId'))
  return learner
}

type StoredSession = NonNullable<CourseUser['sessions']>[number]

const storedSessions = async (payload: Payload, learnerId: string, req?: PayloadRequest): Promise<StoredSession[]> => {
  const learner = await payload.db.findOne<CourseUser>({ collection: 'course-users', where: { id: { equals: learnerId } }, req })
  return learner?.sessions ?? []
}

const storeSessions = (payload: Payload, learnerId: string, sessions: StoredSession[], req?: PayloadRequest) =>
  payload.db.updateOne({ collection: 'course-users', id: learnerId, data: { sessions }, req })

/** Ends one session (sign out): one statement, so a sign-in elsewhere at the same moment keeps its own session. */
export const endLearnerSession = async (payload: Payload, learnerId: string, sessionId: string): Promise<void> => {
  await payload.db.drizzle.execute(sql`DELETE FROM course_users_sessions WHERE _parent_id = ${learnerId} AND id = ${sessionId}`)
}

/**
 * Sets a new password and ends every session but `keepSessionId` (all of them when it is undefined), every unused
 * reset link and every pending email change, in one transaction (or in `openReq`'s): the new password never stands
 * while sessions or links it should have ended still open the account.
 */
export const setPasswordEndingSessions = (
  payload: Payload,
  learnerId: string,
  password: string,
  keepSessionId: string | undefined,
  openReq?: PayloadRequest,
): Promise<CourseUser> => {
  const work = async (req: PayloadRequest, db: SqlExecutor) => {
    const kept = (await storedSessions(payload, learnerId, req)).filter((session) => session.id === keepSessionId)
    const learner = await payload.update({ collection: 'course-users', id: learnerId, data: { password, signsInByCode: false }, overrideAccess: true, req })
    await storeSessions(payload, learnerId, kept, req)
    await endPendingTokens(db, learnerId)
    return learner
  }
  return inTransaction(payload, work, openReq)
}
