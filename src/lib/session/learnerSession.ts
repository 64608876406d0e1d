import type { Payload, PayloadRequest } from 'payload'

import type { CourseUser } from '@/payload-types'
import { forbidden, unauthorized } from '../http/apiError'
import { readSessionToken } from './cookie'

/** Marks Local API auth calls made by our /api/v1 endpoints; Payload's own learner auth routes lack it and are refused. */
export const learnerApiContext = { viaLearnerApi: true } as const

export type SessionLearner = CourseUser & { _sid?: string }

/** The learner signed in by this request's session cookie, or null. Payload checks the token's signature, expiry and session. */
export const getSessionLearner = async (req: PayloadRequest): Promise<SessionLearner | null> => {
  const token = readSessionToken(req.headers)
  if (!token) return null
  const { user } = await req.payload.auth({ headers: new Headers({ Authorization: `JWT ${token}` }) })
  return user && user.collection === 'course-users' ? (user as SessionLearner) : null
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

/** Ends sessions of a learner: all of them, or all but `keepSessionId`. */
export const endLearnerSessions = async (payload: Payload, learnerId: string, keepSessionId?: string): Promise<void> => {
  const learner = await payload.findByID({ collection: 'course-users', id: learnerId, depth: 0, overrideAccess: true })
  const sessions = (learner.sessions ?? []).filter((session) => keepSessionId && session.id === keepSessionId)
  await payload.db.updateOne({ collection: 'course-users', id: learnerId, data: { sessions } })
}
