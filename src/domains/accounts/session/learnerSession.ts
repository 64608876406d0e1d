import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import type { CourseUser } from '@/payload-types'
import { unauthorized } from '@/lib/server/http/apiError'
import { assertOwnUserId, rememberSignedInUser } from '@/lib/server/http/signedInUser'
import { inTransaction, type SqlExecutor } from '@/lib/server/db/inTransaction'
import { endPendingTokens } from '../emailChangeTokens'
import { readSessionToken } from './cookie'
import { learnerFromToken, verifyLearnerToken, type SessionClaims, type SessionLearner } from './learnerFromToken'

/** Marks Local API auth calls made by our /api/v1 endpoints; Payload's own learner auth routes lack it and are refused. */
export const learnerApiContext = { viaLearnerApi: true } as const

export type { SessionClaims, SessionLearner }

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

/**
 * For a call that checks the session inside its own statement, saving a round trip on the calls a watching learner
 * makes every few seconds: the claims of the request's session token (its signature, expiry and auth version
 * checked), 401 without them. The statement then holds `sessionIsLive(claims)`, and `acceptSessionLearner` says
 * what it found.
 */
export const requireSessionClaims = async (req: PayloadRequest): Promise<SessionClaims> => {
  const token = readSessionToken(req.headers)
  const claims = token ? await verifyLearnerToken(req.payload, token) : null
  if (!claims) throw unauthorized()
  return claims
}

/**
 * After the call's statement checked `sessionIsLive(claims)`: the learner when it found the session live, 401 when it
 * found it ended, and when the statement could not say (it found no row to say it on), one check of the session
 * alone. Then as `requireLearner`: the learner is remembered for the access line, and a `userId` in the query must be
 * theirs (403).
 */
export const acceptSessionLearner = async (req: PayloadRequest, claims: SessionClaims, live: boolean | undefined): Promise<string> => {
  if (live === undefined) await requireLearner(req)
  else if (!live) throw unauthorized()
  rememberSignedInUser(req, claims.learnerId)
  assertOwnUserId(req, req.searchParams?.get('userId'))
  return claims.learnerId
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
