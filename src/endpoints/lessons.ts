import { endpoint, json, notFound, parseInput, readJsonBody } from '@/lib/server/http'
import { completeLesson, findCompletion } from '@/lib/server/data/completion'
import { isId } from '@/lib/rules/ids'
import { lessonDetailFor, lessonNotFoundMessage, openableLesson } from '@/lib/server/learning/lessonDetail'
import { assertOwnUserId, getSessionLearner, requireLearner } from '@/lib/server/session/learnerSession'
import { userIdBodySchema } from '@/lib/validation'

const lessonIdFrom = (routeParams: Record<string, unknown> | undefined): string => {
  const lessonId = routeParams?.lessonId
  if (!isId(lessonId)) throw notFound(lessonNotFoundMessage)
  return lessonId
}

/** GET /api/v1/lessons/:lessonId: anyone for a preview lesson, otherwise a learner who may open it. */
const getLesson = endpoint('get', '/v1/lessons/:lessonId', async (req) => {
  const lessonId = lessonIdFrom(req.routeParams)
  const supplied = req.searchParams.get('userId')
  const learner = supplied ? await requireLearner(req, supplied) : await getSessionLearner(req)
  return json(await lessonDetailFor(req.payload, lessonId, learner))
})

/** POST /api/v1/lessons/:lessonId/complete: idempotent. */
const complete = endpoint('post', '/v1/lessons/:lessonId/complete', async (req) => {
  const learner = await requireLearner(req)
  const { userId } = parseInput(userIdBodySchema, await readJsonBody(req))
  assertOwnUserId(learner, userId)
  const lessonId = lessonIdFrom(req.routeParams)
  await openableLesson(req.payload, lessonId, learner)
  return json(await completeLesson(req.payload, String(learner.id), lessonId))
})

/** GET /api/v1/progress/:lessonId */
const lessonProgress = endpoint('get', '/v1/progress/:lessonId', async (req) => {
  const learner = await requireLearner(req, req.searchParams.get('userId'))
  const lessonId = lessonIdFrom(req.routeParams)
  const exists = await req.payload.count({ collection: 'lessons', where: { id: { equals: lessonId } }, overrideAccess: true })
  if (!exists.totalDocs) throw notFound(lessonNotFoundMessage)
  return json(await findCompletion(req.payload, String(learner.id), lessonId))
})

export const lessonEndpoints = [getLesson, complete, lessonProgress]
