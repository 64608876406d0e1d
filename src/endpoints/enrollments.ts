import { endpoint, json, notFound } from '@/lib/server/http'
import { isId } from '@/lib/rules/ids'
import { findEnrolment, findProgress, courseNotFoundMessage } from '@/domains/learning'
import { requireLearner } from '@/domains/accounts'

/** GET /api/v1/enrollments/progress: the signed-in learner's courses with progress. */
const progressList = endpoint('get', '/v1/enrollments/progress', async (req) => {
  const learner = await requireLearner(req, req.searchParams.get('userId'))
  return json(await findProgress(req.payload, String(learner.id)))
})

/** GET /api/v1/enrollments/:courseId/status */
const enrolmentStatus = endpoint('get', '/v1/enrollments/:courseId/status', async (req) => {
  const learner = await requireLearner(req, req.searchParams.get('userId'))
  const courseId = req.routeParams?.courseId
  if (!isId(courseId)) throw notFound(courseNotFoundMessage)
  const enrolment = await findEnrolment(req.payload, String(learner.id), courseId)
  return json({ isEnrolled: !!enrolment, isPaid: enrolment?.isPaid ?? false })
})

export const enrollmentEndpoints = [progressList, enrolmentStatus]
