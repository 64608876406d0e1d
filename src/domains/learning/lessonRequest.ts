import type { SQL } from '@payloadcms/db-postgres/drizzle'
import type { PayloadRequest } from 'payload'

import type { CourseUser } from '@/payload-types'
import { acceptSessionLearner, requireSessionClaims } from '@/domains/accounts'
import { isId } from '@/lib/rules/ids'
import { lessonLockMessages } from '@/lib/rules/lessonAccess'
import { openableLesson, openableLessonForSession, type LessonOutcome } from './lessonDetail'
import { lessonNotFoundMessage } from './messages'
import { forbidden, notFound, unauthorized } from '../../lib/server/http/apiError'

/** The `:lessonId` of a lesson endpoint's path; 404 when it cannot name a lesson. */
export const lessonIdFrom = (routeParams: Record<string, unknown> | undefined): string => {
  const lessonId = routeParams?.lessonId
  if (!isId(lessonId)) throw notFound(lessonNotFoundMessage)
  return lessonId
}

/** The lesson when it is open to the caller; otherwise 404 (missing), 401 (signed out) or 403 (not theirs to open). */
export const openLessonOrThrow = <Lesson>(outcome: LessonOutcome<Lesson>): Lesson => {
  if (outcome.kind === 'open') return outcome.lesson
  if (outcome.kind === 'missing') throw notFound(lessonNotFoundMessage)
  const message = lessonLockMessages[outcome.lock]
  throw outcome.lock === 'sign-in' ? unauthorized(message) : forbidden(message)
}

/** The lesson a request's path names, when the learner (or a signed-out visitor) may open it. */
export const openLesson = async (req: PayloadRequest, learner: CourseUser | null) =>
  openLessonOrThrow(await openableLesson(req.payload, lessonIdFrom(req.routeParams), learner))

/**
 * For the calls a watching learner makes every few seconds (completing a lesson, the player's reports): the signed-in
 * learner and what they may do with the lesson the path names, their session checked in the lesson's own statement.
 * The answers are those of `requireLearner` then `openLesson`: 401 first, then a `userId` in the query not theirs
 * (403); the lesson's own 404 or 403 comes when the call opens `outcome` (`openLessonOrThrow`), after it has read
 * its body. `alsoRead` names a statement of the learner's own rows in the lesson (at most one row) that the call needs
 * next, read in the same statement (`alsoRead` in the answer, as JSON; null without a row, and to be used only once
 * `outcome` is open).
 */
export const lessonForSessionLearner = async <AlsoRead = never>(
  req: PayloadRequest,
  alsoRead?: (learnerId: string, lessonId: string) => SQL,
): Promise<{ learnerId: string; outcome: LessonOutcome; alsoRead: AlsoRead | null }> => {
  const claims = await requireSessionClaims(req)
  const lessonId = req.routeParams?.lessonId
  const found = isId(lessonId)
    ? await openableLessonForSession(req.payload, lessonId, claims, alsoRead?.(claims.learnerId, lessonId))
    : { sessionLive: undefined, outcome: { kind: 'missing' } as const, alsoRead: null }
  return { learnerId: await acceptSessionLearner(req, claims, found.sessionLive), outcome: found.outcome, alsoRead: (found.alsoRead ?? null) as AlsoRead | null }
}
