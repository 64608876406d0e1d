import { followUpCompletedLesson } from '@/domains/certificates'
import { markPauseSeconds } from '../completionPace'
import { completeLesson, findCompletion, markLessonComplete, marksReadStatement, type MarksRow } from '../completion'
import { recordLessonOpened } from '../lessonOpenings'
import { playbackReadStatement, playbackReportReadStatement, savePlayback, toPlayback, type PlaybackRow } from '../playback'
import { lessonForSessionLearner, lessonIdFrom, openLesson, openLessonOrThrow } from '../lessonRequest'
import { lessonDetailFor } from '../lessonDetail'
import { lessonNotFoundMessage } from '../messages'
import { privateFileResponse } from '@/lib/server/uploads/privateFiles'
import { env } from '@/lib/server/env'
import { apiEndpoint, notFound, parseInput, readJsonBody, reply, readOperationBody } from '@/lib/server/http'
import { headRequestHeader } from '@/lib/server/http/serverMethods'
import type { LessonFileKind } from '../lessonFiles'
import { getSessionLearner, requireLearner } from '@/domains/accounts'
import { playbackReportSchema } from '@/lib/validation'
import { learningOperations as operations } from '../contract/operations'
import { isRecordingsCourse } from '@/lib/rules/courseKinds'

const pause = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000))

/** GET /api/v1/lessons/:lessonId: anyone for a preview lesson, otherwise a learner who may open it. */
const getLesson = apiEndpoint(operations.lesson, async (req) => {
  const lessonId = lessonIdFrom(req.routeParams)
  const supplied = req.searchParams.get('userId')
  const learner = supplied ? await requireLearner(req) : await getSessionLearner(req)
  const lesson = openLessonOrThrow(await lessonDetailFor(req.payload, lessonId, learner))
  if (learner) await recordLessonOpened(req.payload, String(learner.id), lesson.id)
  return reply(operations.lesson, 200, lesson)
})

/**
 * POST /api/v1/lessons/:lessonId/complete: idempotent. Marking a course's lessons complete faster than they could be
 * watched is slowed, not refused (src/domains/learning/completionPace.ts): the answer waits, and marks sent at once
 * wait their turn; meanwhile GET /api/v1/progress/:lessonId says how long is left, so the screen can say it. The call
 * recordings issue no certificate, so their marks have nothing to wait for.
 */
const complete = apiEndpoint(operations.completeLesson, async (req) => {
  const { learnerId, outcome, alsoRead: marks } = await lessonForSessionLearner<MarksRow>(req, marksReadStatement)
  await readOperationBody(operations.completeLesson, req)
  const lesson = openLessonOrThrow(outcome)
  const longestPauseSeconds = env.markCompleteMaxPauseSeconds
  const marked = isRecordingsCourse(lesson.courseKind)
    ? await completeLesson(req.payload, learnerId, lesson.id)
    : await markLessonComplete(
        req.payload,
        learnerId,
        lesson.id,
        (lastMarkedAt, now) => markPauseSeconds({ lastMarkedAt, lessonSeconds: lesson.videoSeconds, now, longestPauseSeconds }),
        marks,
      )
  const written = 'waitSeconds' in marked ? await pause(marked.waitSeconds).then(() => completeLesson(req.payload, learnerId, lesson.id)) : marked
  if (written.courseComplete) await followUpCompletedLesson(req.payload, learnerId, lesson.id)
  return reply(operations.completeLesson, 200, written.completion)
})

/** GET /api/v1/lessons/:lessonId/playback: where the learner is in the lesson's video, from any device. */
const getPlayback = apiEndpoint(operations.playback, async (req) => {
  const { outcome, alsoRead } = await lessonForSessionLearner<PlaybackRow>(req, playbackReadStatement)
  const lesson = openLessonOrThrow(outcome)
  return reply(operations.playback, 200, toPlayback(lesson, alsoRead))
})

/** POST /api/v1/lessons/:lessonId/playback: the player's report (position, parts played); may complete the lesson. */
const reportPlayback = apiEndpoint(operations.reportPlayback, async (req) => {
  const { learnerId, outcome, alsoRead } = await lessonForSessionLearner<PlaybackRow>(req, playbackReportReadStatement)
  const body = await readJsonBody(req)
  const lesson = openLessonOrThrow(outcome)
  const report = parseInput(playbackReportSchema(lesson.videoSeconds), body)
  const { playback, completedNow } = await savePlayback(req.payload, learnerId, lesson, report, alsoRead)
  // Reports arrive every 10 s while a learner watches; only the one that completed the lesson can finish the course.
  if (completedNow) await followUpCompletedLesson(req.payload, learnerId, lesson.id)
  return reply(operations.reportPlayback, 200, playback)
})

/** GET /api/v1/progress/:lessonId */
const lessonProgress = apiEndpoint(operations.lessonProgress, async (req) => {
  const learner = await requireLearner(req)
  const lessonId = lessonIdFrom(req.routeParams)
  const exists = await req.payload.count({ collection: 'lessons', where: { id: { equals: lessonId } }, overrideAccess: true })
  if (!exists.totalDocs) throw notFound(lessonNotFoundMessage)
  return reply(operations.lessonProgress, 200, await findCompletion(req.payload, String(learner.id), lessonId))
})

const noFileMessage: Record<LessonFileKind, string> = {
  video: 'This lesson has no video file',
  lowDataVideo: 'This lesson has no low-data video file',
  captions: 'This lesson has no captions file',
}

/**
 * GET (and HEAD) /api/v1/lessons/:lessonId/video and /captions: the lesson's uploaded file from private storage (the
 * lesson-media folder, or the bucket), to whoever may open the lesson (the same rule as GET /api/v1/lessons/{id}),
 * with byte ranges so players can seek. server.ts hands HEAD under /api to these GET endpoints, marked so the file is not read.
 */
const fileCalls = { video: operations.lessonVideo, lowDataVideo: operations.lessonLowDataVideo, captions: operations.lessonCaptions } satisfies Record<LessonFileKind, unknown>

const lessonFile = (kind: LessonFileKind) =>
  apiEndpoint(fileCalls[kind], async (req) => {
    const learner = await getSessionLearner(req)
    const lesson = await openLesson(req, learner)
    const file = lesson.files[kind]
    // Fetching a video from its start (to play it, or to save it for offline) is when playing can begin.
    const range = req.headers.get('range')
    if (learner && kind !== 'captions' && (!range || /^bytes=0-/.test(range))) await recordLessonOpened(req.payload, String(learner.id), lesson.id)
    const response =
      file &&
      (await privateFileResponse(req.payload, 'lesson-media', file, {
        contentType: file.mimeType || 'application/octet-stream',
        range,
        withBody: req.headers.get(headRequestHeader) !== '1',
      }))
    if (!response) {
      if (file) req.payload.logger.error({ msg: `Lesson ${lesson.id} ${kind} file ${file.filename} is missing from lesson file storage` })
      throw notFound(noFileMessage[kind])
    }
    return response
  })

export const lessonEndpoints = [getLesson, complete, getPlayback, reportPlayback, lessonProgress, lessonFile('video'), lessonFile('lowDataVideo'), lessonFile('captions')]
