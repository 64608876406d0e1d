import { conflict, endpoint, json, notFound, parseInput, readJsonBody } from '@/lib/server/http'
import { listPublishedCourses } from '@/lib/server/data/catalogue'
import { courseDetailFor } from '@/lib/server/learning/courseDetail'
import { findPublishedCourse } from '@/lib/server/data/courseRecords'
import { enrol } from '@/lib/server/data/enrolment'
import { isId } from '@/lib/rules/ids'
import { courseComingSoonMessage, courseNotFoundMessage } from '@/lib/server/learning/messages'
import { assertOwnUserId, getSessionLearner, requireLearner } from '@/lib/server/session/learnerSession'
import { userIdBodySchema } from '@/lib/validation'
import { queueMail } from '@/lib/server/mail/queueMail'

/** GET /api/v1/courses: published courses with their lesson counts. */
const listCourses = endpoint('get', '/v1/courses', async (req) => json(await listPublishedCourses(req.payload)))

/** GET /api/v1/courses/:courseId: the course and its lessons, each with whether the caller may open it. */
const getCourse = endpoint('get', '/v1/courses/:courseId', async (req) => {
  const courseId = req.routeParams?.courseId
  if (!isId(courseId)) throw notFound(courseNotFoundMessage)
  const supplied = req.searchParams.get('userId')
  const learner = supplied ? await requireLearner(req, supplied) : await getSessionLearner(req)
  const course = await courseDetailFor(req.payload, courseId, learner)
  if (!course) throw notFound(courseNotFoundMessage)
  return json(course)
})

/** POST /api/v1/courses/:courseId/enroll: 201 the first time, 200 with the same enrolment after that. */
const enrolInCourse = endpoint('post', '/v1/courses/:courseId/enroll', async (req) => {
  const learner = await requireLearner(req)
  const { userId } = parseInput(userIdBodySchema, await readJsonBody(req))
  assertOwnUserId(learner, userId)
  const courseId = req.routeParams?.courseId
  if (!isId(courseId)) throw notFound(courseNotFoundMessage)
  const course = await findPublishedCourse(req.payload, courseId)
  if (!course) throw notFound(courseNotFoundMessage)
  if (course.status !== 'available') throw conflict(courseComingSoonMessage)
  const { enrolment, created } = await enrol(req.payload, String(learner.id), courseId)
  if (created) {
    await queueMail(req.payload, { kind: 'enrolment', eventKey: `enrolment:${learner.id}:${courseId}`, to: learner.email, learnerId: String(learner.id), courseId })
  }
  return json(enrolment, created ? 201 : 200)
})

export const courseEndpoints = [listCourses, getCourse, enrolInCourse]
