import { AuthenticationError, type Payload } from 'payload'

import type { CourseUser } from '@/payload-types'
import { ApiError, unauthorized } from '../http/apiError'
import { json } from '../http/respond'
import { loginAttempts } from '../rateLimit'
import { sessionCookie } from '../session/cookie'
import { learnerApiContext } from '../session/learnerSession'
import { toUserObject } from './toUserObject'

export const invalidCredentialsMessage = 'Invalid email or password'

/**
 * Checks a learner's email and password with Payload's auth (salted PBKDF2) and opens a session. The same 401 for an
 * unknown email and a wrong password; a 429 after LOGIN_MAX_ATTEMPTS failures for that email, known or not.
 */
export const signIn = async (payload: Payload, email: string, password: string): Promise<{ learner: CourseUser; token: string; maxAgeSeconds: number }> => {
  await loginAttempts.assertAllowed(payload, email)
  try {
    const result = await payload.login({ collection: 'course-users', data: { email, password }, context: learnerApiContext })
    await loginAttempts.clear(payload, email)
    if (!result.token) throw new ApiError(500, 'Sign-in did not create a session')
    const maxAgeSeconds = result.exp ? Math.max(0, result.exp - Math.floor(Date.now() / 1000)) : 0
    return { learner: result.user as CourseUser, token: result.token, maxAgeSeconds }
  } catch (error) {
    if (error instanceof AuthenticationError) {
      await loginAttempts.recordFailure(payload, email)
      throw unauthorized(invalidCredentialsMessage)
    }
    throw error
  }
}

/** The user object with a fresh session cookie. */
export const sessionResponse = (session: { learner: CourseUser; token: string; maxAgeSeconds: number }, status: number): Response =>
  json(toUserObject(session.learner), status, { 'Set-Cookie': sessionCookie(session.token, session.maxAgeSeconds) })
