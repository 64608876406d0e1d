import { apiEndpoint, notFound, reply } from '@/lib/server/http'
import { isId } from '@/lib/rules/ids'
import { findEnrolment } from '../enrolment'
import { findProgress } from '../progress'
import { courseNotFoundMessage } from '../messages'
import { acceptSessionLearner, requireLearner, requireSessionClaims, sessionIsLive } from '@/domains/accounts'
import { learningOperations as operations } from '../contract/operations'

/**
 * GET /api/v1/enrollments/progress: the signed-in learner's courses with progress. Every screen reads it, so the
 * session is checked in the same statement: a row means it is live.
 */
const progressList = apiEndpoint(operations.progressList, async (req) => {
  const claims = await requireSessionClaims(req)
  const progress = await findProgress(req.payload, claims.learnerId, { onlyIf: sessionIsLive(claims) })
  await acceptSessionLearner(req, claims, progress.length > 0 || undefined)
  return reply(operations.progressList, 200, progress)
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
