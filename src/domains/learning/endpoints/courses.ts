import { addInterest } from '@/domains/courseInterest'
import { courseInterestOperations } from '@/domains/courseInterest/contract/operations'
import { requestAccess } from '@/domains/paidAccess'
import { paidAccessOperations } from '@/domains/paidAccess/contract/operations'
import { badRequest, conflict, apiEndpoint, notFound, reply, readOperationBody } from '@/lib/server/http'
import { limitByClient } from '@/lib/server/http/rateLimit'
import { listPublishedCourses } from '@/domains/content'
import { courseDetailFor } from '../courseDetail'
import { findPublishedCourse } from '../courseRecords'
import { courseComingSoonMessage, courseNotFoundMessage } from '../messages'
import { enrolWithMail } from '@/domains/onboarding'
import { isId } from '@/lib/rules/ids'
import { isRecordingsCourse, recordingsNeedNoEnrolmentMessage } from '@/lib/rules/courseKinds'
import { getSessionLearner, requireLearner } from '@/domains/accounts'
import { sendToStaff } from '@/domains/mail'
import { env } from '@/lib/server/env'
import { learningOperations as operations } from '../contract/operations'

/** GET /api/v1/courses: published courses with their lesson counts. */
const listCourses = apiEndpoint(operations.courses, async (req) => reply(operations.courses, 200, await listPublishedCourses(req.payload)))

/** GET /api/v1/courses/:courseId: the course and its lessons, each with whether the caller may open it. */
const getCourse = apiEndpoint(operations.course, async (req) => {
  const courseId = req.routeParams?.courseId
  if (!isId(courseId)) throw notFound(courseNotFoundMessage)
  const supplied = req.searchParams.get('userId')
  const learner = supplied ? await requireLearner(req) : await getSessionLearner(req)
  const course = await courseDetailFor(req.payload, courseId, learner)
  if (!course) throw notFound(courseNotFoundMessage)
  return reply(operations.course, 200, course)
})

/**
 * POST /api/v1/courses/:courseId/enroll: 201 the first time, 200 with the same enrolment after that; 409 for the call
 * recordings, which need none.
 */
const enrolInCourse = apiEndpoint(operations.enrol, async (req) => {
  const learner = await requireLearner(req)
  await readOperationBody(operations.enrol, req)
  const courseId = req.routeParams?.courseId
  if (!isId(courseId)) throw notFound(courseNotFoundMessage)
  const course = await findPublishedCourse(req.payload, courseId)
  if (!course) throw notFound(courseNotFoundMessage)
  if (course.status !== 'available') throw conflict(courseComingSoonMessage)
  if (isRecordingsCourse(course.kind)) throw conflict(recordingsNeedNoEnrolmentMessage)
  const { enrolment, created } = await enrolWithMail(req.payload, { id: String(learner.id), email: learner.email }, courseId)
  return reply(operations.enrol, created ? 201 : 200, enrolment)
})

const emailNeededMessage = 'Please enter a valid email address'

/**
 * POST /api/v1/courses/:courseId/interest: "Join Waiting List" on a coming-soon course. Signed in, one press (the
 * learner's email); signed out, the email typed. Asking again changes nothing (200). When staff make the course
 * available, each person waiting is mailed once (src/domains/courseInterest).
 */
const joinCourseWaitingList = apiEndpoint(courseInterestOperations.courseInterest, async (req) => {
  await limitByClient(req, 'course-interest')
  const learner = await getSessionLearner(req)
  const input = await readOperationBody(courseInterestOperations.courseInterest, req)
  const email = learner?.email ?? input.email
  if (!email) throw badRequest(emailNeededMessage, [{ field: 'email', message: emailNeededMessage }])
  const courseId = req.routeParams?.courseId
  if (!isId(courseId)) throw notFound(courseNotFoundMessage)
  const course = await findPublishedCourse(req.payload, courseId)
  if (!course) throw notFound(courseNotFoundMessage)
  const outcome = await addInterest(req.payload, courseId, email, learner ? String(learner.id) : null)
  if (outcome === 'not-coming-soon') throw conflict('This course is open now: enrol to start it.')
  return reply(courseInterestOperations.courseInterest, outcome === 'added' ? 201 : 200, { message: `You're on the waiting list. We'll email ${email} once, when ${course.title} opens.` })
})

/**
 * POST /api/v1/courses/:courseId/access-request: "Request access" on a paid course, until payment exists. Stored for
 * staff (Access requests) and mailed to STAFF_EMAIL at once; staff's answer is mailed to the learner
 * (src/domains/paidAccess). Asking again while it waits changes nothing (200).
 */
const requestCourseAccess = apiEndpoint(paidAccessOperations.accessRequest, async (req) => {
  await limitByClient(req, 'access-request')
  const learner = await requireLearner(req)
  const { message } = await readOperationBody(paidAccessOperations.accessRequest, req)
  const courseId = req.routeParams?.courseId
  if (!isId(courseId)) throw notFound(courseNotFoundMessage)
  const course = await findPublishedCourse(req.payload, courseId)
  if (!course) throw notFound(courseNotFoundMessage)
  if (isRecordingsCourse(course.kind)) throw conflict(recordingsNeedNoEnrolmentMessage)
  const { outcome } = await requestAccess(req.payload, String(learner.id), courseId, message || null)
  if (outcome === 'open') throw conflict(course.status === 'available' ? 'This course is already open to you: enrol to start it.' : courseComingSoonMessage)
  if (outcome === 'added') {
    sendToStaff(
      req.payload,
      `Access request: ${course.title}`,
      [
        `${learner.email} asks to join ${course.title}.`,
        message ? `\nTheir message:\n${message}\n` : '',
        `Answer it in the admin: ${env.publicUrl}/admin/collections/access-requests`,
      ].join('\n'),
    )
  }
  return reply(paidAccessOperations.accessRequest, outcome === 'added' ? 201 : 200, { message: `Request sent. We'll email ${learner.email} when we have looked at it.` })
})

export const courseEndpoints = [listCourses, getCourse, enrolInCourse, joinCourseWaitingList, requestCourseAccess]
