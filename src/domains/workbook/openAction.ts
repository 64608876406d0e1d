import 'server-only'

import type { PayloadRequest } from 'payload'

import { openLesson } from '@/domains/learning'
import type { CourseUser } from '@/payload-types'
import { forbidden, notFound } from '@/lib/server/http/apiError'

import { findLessonAction, type LessonAction } from './actions'
import type { AnsweredLesson } from './answers'

export const noActionMessage = 'This lesson has no action'
export const notEnrolledMessage = 'Enrol in the course to answer its actions'

/**
 * The lesson a request's path names and its action, when the learner may answer it: they may open the lesson
 * (401/403 as for the lesson itself), are enrolled in its course (403; a preview lesson is open to anyone, its action
 * only to learners of the course), and staff set an action (404).
 */
export const openAction = async (req: PayloadRequest, learner: CourseUser): Promise<{ lesson: AnsweredLesson; action: LessonAction }> => {
  const lesson = await openLesson(req, learner)
  if (!lesson.enrolment) throw forbidden(notEnrolledMessage)
  const action = await findLessonAction(req.payload, lesson.id)
  if (!action) throw notFound(noActionMessage)
  return { lesson: { id: lesson.id, courseId: lesson.courseId }, action }
}
