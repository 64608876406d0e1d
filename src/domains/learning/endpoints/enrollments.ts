import { apiEndpoint, notFound, reply } from '@/lib/server/http'
import { isId } from '@/lib/rules/ids'
import { findEnrolment } from '../enrolment'
import { findProgress } from '../progress'
import { courseNotFoundMessage } from '../messages'
import { requireLearner } from '@/domains/accounts'
import { learningOperations as operations } from '../contract/operations'

/** GET /api/v1/enrollments/progress: the signed-in learner's courses with progress. */
const progressList = apiEndpoint(operations.progressList, async (req) => {
  const learner = await requireLearner(req)
  return reply(operations.progressList, 200, await findProgress(req.payload, String(learner.id)))
})

/** GET /api/v1/enrollments/:courseId/status */
const enrolmentStatus = apiEndpoint(operations.enrolmentStatus, async (req) => {
  const learner = await requireLearner(req)
  const courseId = req.routeParams?.courseId
  if (!isId(courseId)) throw notFound(courseNotFoundMessage)
  const enrolment = await findEnrolment(req.payload, String(learner.id), courseId)
  return reply(operations.enrolmentStatus, 200, { isEnrolled: !!enrolment, isPaid: enrolment?.isPaid ?? false })
})

export const enrollmentEndpoints = [progressList, enrolmentStatus]
