import 'server-only'

import type { Payload } from 'payload'

import { enrol, findPublishedCourse } from '@/domains/learning'
import { mailEventKey, queueMail } from '@/domains/mail'
import { enrolsOnArrival } from '@/lib/rules/courseEntry'

type Learner = { id: string; email: string }

/**
 * Enrols the learner (once, however often asked) and, the first time, queues the enrolment mail: every way into a
 * course ends here (the enrol button, registration from a course, joining a team).
 */
export const enrolWithMail = async (payload: Payload, learner: Learner, courseId: string) => {
  const outcome = await enrol(payload, learner.id, courseId)
  if (outcome.created) {
    await queueMail(payload, { kind: 'enrolment', eventKey: mailEventKey('enrolment', learner.id, courseId), to: learner.email, learnerId: learner.id, courseId })
  }
  return outcome
}

/**
 * Enrols on arrival (registration from a course, joining a team): only in a published course that is free and open
 * now. A paid, coming-soon, unpublished or unknown course is left alone, so a stale link never blocks anyone: they
 * are simply not enrolled. Whether they are enrolled now.
 */
export const enrolOnArrival = async (payload: Payload, learner: Learner, courseId: string): Promise<boolean> => {
  const course = await findPublishedCourse(payload, courseId)
  if (!course || !enrolsOnArrival(course)) return false
  await enrolWithMail(payload, learner, courseId)
  return true
}
