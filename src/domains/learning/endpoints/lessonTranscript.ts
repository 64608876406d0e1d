import { transcriptFilename, transcriptText } from '@/lib/rules/transcript'
import { apiEndpoint, notFound } from '@/lib/server/http'
import { openLesson } from '../lessonRequest'
import { lessonTranscript } from '../transcript'
import { getSessionLearner } from '@/domains/accounts'
import { learningOperations as operations } from '../contract/operations'

/**
 * GET (and HEAD) /api/v1/lessons/:lessonId/transcript: the lesson's transcript as a `.txt` download, to whoever may
 * open the lesson (the same rule as GET /api/v1/lessons/{id}); 404 when the lesson has neither captions nor a
 * pasted transcript.
 */
const getTranscript = apiEndpoint(operations.lessonTranscript, async (req) => {
  const lesson = await openLesson(req, await getSessionLearner(req))
  const transcript = await lessonTranscript(req.payload, lesson)
  if (!transcript) throw notFound('This lesson has no transcript yet')
  return new Response(transcriptText(lesson.title, transcript), {
    headers: {
      'Cache-Control': 'private, no-cache',
      'Content-Disposition': `attachment; filename="${transcriptFilename(lesson.title)}"`,
      'Content-Type': 'text/plain; charset=utf-8',
    },
  })
})

export const lessonTranscriptEndpoints = [getTranscript]
