import type { PayloadRequest } from 'payload'

import type { CourseUser } from '@/payload-types'
import { isId } from '@/lib/rules/ids'
import { lessonLockMessages } from '@/lib/rules/lessonAccess'
import { openableLesson, type LessonOutcome } from './lessonDetail'
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
