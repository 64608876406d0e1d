import { requireLearner } from '@/domains/accounts'
import { answerCheck, CheckRefused, findCourseChecks, skipCheck, type CheckRefusal } from '../checks'
import { impactOperations as operations } from '../contract/operations'
import { isId } from '@/lib/rules/ids'
import { isCheckStage, type CheckStage } from '@/lib/rules/impactChecks'
import { refusalsAsErrorsOf, apiEndpoint, notFound, readOperationBody, reply } from '@/lib/server/http'
import type { PayloadRequest } from 'payload'

const statusOf: Record<CheckRefusal, number> = { 'no-course': 404, 'not-enrolled': 403, closed: 409 }

/** A refused check, as the contract's error. */
const refusalsAsErrors = refusalsAsErrorsOf(CheckRefused, statusOf)

const courseIdOf = (req: PayloadRequest): string => {
  const courseId = req.routeParams?.courseId
  if (!isId(courseId)) throw notFound('No such course')
  return courseId
}

const stageOf = (req: PayloadRequest): CheckStage => {
  const stage = req.routeParams?.stage
  if (!isCheckStage(stage)) throw notFound('No such check: it is baseline, end or follow-up')
  return stage
}

/** GET /api/v1/courses/:courseId/checks */
const getChecks = apiEndpoint(operations.courseChecks, async (req) => {
  const learner = await requireLearner(req)
  const courseId = courseIdOf(req)
  return reply(operations.courseChecks, 200, await refusalsAsErrors(() => findCourseChecks(req.payload, String(learner.id), courseId)))
})

/** POST /api/v1/courses/:courseId/checks/:stage */
const postAnswers = apiEndpoint(operations.answerCheck, async (req) => {
  const learner = await requireLearner(req)
  const [courseId, stage] = [courseIdOf(req), stageOf(req)]
  const { userId: _userId, ...answers } = await readOperationBody(operations.answerCheck, req)
  return reply(operations.answerCheck, 200, await refusalsAsErrors(() => answerCheck(req.payload, String(learner.id), courseId, stage, answers)))
})

/** POST /api/v1/courses/:courseId/checks/:stage/skip */
const postSkip = apiEndpoint(operations.skipCheck, async (req) => {
  const learner = await requireLearner(req)
  const [courseId, stage] = [courseIdOf(req), stageOf(req)]
  await readOperationBody(operations.skipCheck, req)
  return reply(operations.skipCheck, 200, await refusalsAsErrors(() => skipCheck(req.payload, String(learner.id), courseId, stage)))
})

export const impactCheckEndpoints = [getChecks, postAnswers, postSkip]
