import { AuthenticationError, type Payload, type PayloadRequest } from 'payload'

import type { CourseUser } from '@/payload-types'
import { recordAuditEvent } from '@/domains/audit'
import { learnerApiContext } from './session/learnerSession'
import { throttledPasswordCheck } from './signInThrottle/passwordCheckThrottle'
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
