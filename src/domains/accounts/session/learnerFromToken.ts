import { sql } from '@payloadcms/db-postgres'
import type { SQL } from '@payloadcms/db-postgres/drizzle'
import { jwtVerify } from 'jose'
import { JWT_AUTH_VERSION, type Payload } from 'payload'

import type { CourseUser } from '@/payload-types'
import { isId } from '@/lib/rules/ids'
import { preparedOn } from '@/lib/server/db/preparedStatements'
import { isoOrNull } from '@/lib/server/db/tableRow'

import { verifiedTokens } from './verifiedTokens'

export type SessionLearner = CourseUser & { _sid: string }

/** The learner and the session a verified token names; whether that session is still live is the database's to say. */
export type SessionClaims = { learnerId: string; sessionId: string }

/** The learner's columns under their field names; only the id and the times need converting. */
type LearnerRow = Omit<CourseUser, 'id' | 'membershipExpiresAt' | 'createdAt' | 'updatedAt'> & {
  id: string
  membershipExpiresAt: string | Date | null
  createdAt: string | Date
  updatedAt: string | Date
}

/** One per signed-in learner who is using the site, give or take: a few MB at most. */
const verified = verifiedTokens<SessionClaims>(20_000)

/**
 * The learner and session a token names, when it is one Payload signed (its secret and auth version) for a learner
 * session and it has not expired; null for anything else. A token is verified once, then remembered until it expires.
 */
export const verifyLearnerToken = async (payload: Payload, token: string): Promise<SessionClaims | null> => {
  const remembered = verified.get(token, payload.secret)
  if (remembered) return remembered
  try {
    const { payload: claims, protectedHeader } = await jwtVerify(token, new TextEncoder().encode(payload.secret))
    if (protectedHeader.authVersion !== JWT_AUTH_VERSION || claims.collection !== 'course-users') return null
    if (!isId(claims.id) || typeof claims.sid !== 'string') return null
    const sessionClaims = Object.freeze({ learnerId: claims.id, sessionId: claims.sid })
    if (typeof claims.exp === 'number') verified.remember(token, payload.secret, sessionClaims, claims.exp * 1000)
    return sessionClaims
  } catch {
    return null
  }
}

/**
 * SQL that is true while the session the claims name is live: not signed out or ended (its row is gone then) and not
 * expired. The one rule for a live session: learnerFromToken checks it, and the hot calls check it inside their own
 * statement (src/domains/accounts/session/learnerSession.ts, `requireSessionClaims`).
 */
export const sessionIsLive = (claims: SessionClaims): SQL =>
  sql`EXISTS (SELECT 1 FROM course_users_sessions s WHERE s._parent_id = ${claims.learnerId} AND s.id = ${claims.sessionId} AND s.expires_at > now())`

/**
 * The learner a session token signs in, or null: the token as Payload's JWT strategy checks it (signature, expiry,
 * auth version), then one statement for the learner and their unexpired session, so a signed-out or ended session
 * is refused at once. This sits on every learner call; Payload's own check reads the whole user document through its
 * hooks, which cost several times the query. Hash, salt and reset fields are never read.
 */
export const learnerFromToken = async (payload: Payload, token: string): Promise<SessionLearner | null> => {
  const claims = await verifyLearnerToken(payload, token)
  if (!claims) return null
  const result = await preparedOn(payload.db.pool).execute(sql`
    SELECT u.id, u.first_name AS "firstName", u.last_name AS "lastName", u.name, u.company, u.job_title AS "jobTitle",
      u.phone, u.membership_tier AS "membershipTier", u.membership_expires_at AS "membershipExpiresAt", u.data_saver AS "dataSaver",
      u.signs_in_by_code IS TRUE AS "signsInByCode",
      u.email,
      json_build_object('reminders', u.email_preferences_reminders IS NOT FALSE, 'courseUpdates', u.email_preferences_course_updates IS NOT FALSE) AS "emailPreferences",
      u.created_at AS "createdAt", u.updated_at AS "updatedAt"
    FROM course_users u
    WHERE u.id = ${claims.learnerId} AND ${sessionIsLive(claims)}`)
  const row = result.rows[0] as LearnerRow | undefined
  if (!row) return null
  return {
    ...row,
    id: String(row.id),
    membershipExpiresAt: isoOrNull(row.membershipExpiresAt),
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
    collection: 'course-users',
    _sid: claims.sessionId,
  }
}
