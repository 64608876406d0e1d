import type { Payload } from 'payload'

import type { CourseUser } from '@/payload-types'
import { uniqueEmail } from './payload'

export const learnerPassword = 'learner-password-1'

/** A learner stored directly through the Local API, with a unique email and `learnerPassword`. */
export const createLearner = (payload: Payload, overrides: Partial<CourseUser> = {}) =>
  payload.create({
    collection: 'course-users',
    data: {
      email: uniqueEmail('learner'),
      password: learnerPassword,
      firstName: 'Sam',
      lastName: 'Jones',
      name: 'Sam Jones',
      company: 'Jones Build Ltd',
      membershipTier: 'free',
      ...overrides,
    },
  })

/**
 * A free, published course of one lesson for a test of its own: what the test adds to it (calls, mentoring) reaches
 * only that test's learners, and no other test's mail.
 */
export const createOwnCourse = async (payload: Payload, label: string): Promise<string> => {
  const course = await payload.create({
    collection: 'courses',
    context: { disableRevalidate: true },
    data: { title: `${label} ${Date.now()}`, summary: 'Summary', description: 'Description', isPublished: true, isFree: true, status: 'available' },
  })
  await payload.create({ collection: 'lessons', context: { disableRevalidate: true }, data: { course: course.id, title: 'The only lesson', orderIndex: 1 } })
  return String(course.id)
}

/**
 * A course of call recordings of a test's own (kind `recordings`), with one recording of `durationSeconds`: what the
 * test makes of it reaches only its learners.
 */
export const createOwnRecordings = async (payload: Payload, label: string, durationSeconds = 600): Promise<{ courseId: string; lessonId: string }> => {
  const course = await payload.create({
    collection: 'courses',
    context: { disableRevalidate: true },
    data: { title: `${label} ${Date.now()}`, summary: 'Summary', description: 'Description', isPublished: true, isFree: true, status: 'available', kind: 'recordings' },
  })
  const lesson = await payload.create({
    collection: 'lessons',
    context: { disableRevalidate: true },
    data: { course: course.id, title: 'Recording: a call', orderIndex: 1, durationSeconds },
  })
  return { courseId: String(course.id), lessonId: String(lesson.id) }
}
