import type { Endpoint, PayloadRequest } from 'payload'

import { endpoint, notFound } from '@/lib/server/http'
import { headRequestHeader } from '@/lib/server/http/serverMethods'
import { isId } from '@/lib/rules/ids'
import { lessonNotFoundMessage, openableLesson } from '@/lib/server/learning/lessonDetail'
import type { LessonFileKind } from '@/lib/server/learning/lessonMedia'
import { getSessionLearner } from '@/lib/server/session/learnerSession'
import { fileResponse } from '@/lib/server/uploads/fileResponse'
import { uploadedFilePath } from '@/lib/server/uploads/uploadedFilePath'

const noFileMessage: Record<LessonFileKind, string> = {
  video: 'This lesson has no video file',
  captions: 'This lesson has no captions file',
}

/**
 * The lesson's uploaded video or captions from the private lesson-media folder, to whoever may open the lesson
 * (the same rule as GET /api/v1/lessons/{id}: 401, 403, 404), with byte ranges so players can seek.
 */
const serveLessonFile = (kind: LessonFileKind) => async (req: PayloadRequest) => {
  const lessonId = req.routeParams?.lessonId
  if (!isId(lessonId)) throw notFound(lessonNotFoundMessage)
  const lesson = await openableLesson(req.payload, lessonId, await getSessionLearner(req))
  const file = lesson.files[kind]
  const filePath = file && uploadedFilePath(req.payload, 'lesson-media', file.filename)
  const response =
    filePath &&
    (await fileResponse({
      filePath,
      contentType: file.mimeType || 'application/octet-stream',
      range: req.headers.get('range'),
      withBody: req.headers.get(headRequestHeader) !== '1',
    }))
  if (!response) {
    if (file) req.payload.logger.error({ msg: `Lesson ${lessonId} ${kind} file ${file.filename} is missing from the lesson-media folder` })
    throw notFound(noFileMessage[kind])
  }
  return response
}

/** HEAD is answered too: server.ts hands HEAD under /api to these GET endpoints, marked so the file is not read. */
export const lessonMediaEndpoints: Endpoint[] = [
  endpoint('get', '/v1/lessons/:lessonId/video', serveLessonFile('video')),
  endpoint('get', '/v1/lessons/:lessonId/captions', serveLessonFile('captions')),
]
