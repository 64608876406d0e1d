import { notYours, operation, signedOut, validation } from '@/lib/contract/operation'
import type { Route } from '@/lib/contract/routes'
import { responseSchemas as shared, requestSchemas as sharedRequest } from '@/lib/contract/schemas'

import { learningRoutes } from './routes'
import { learningSchemas } from './schemas'

const { request, response } = learningSchemas

/** A lesson's uploaded file: the video, its low-data copy, or the captions. */
const lessonFileOperation = (route: Route, file: 'video' | 'low-data-video' | 'captions') =>
  operation({
    ...route, summary: `The lesson's ${file} file (send \`Range\` to seek)`, access: 'preview-or-signed-in',
    responses: {
      200: { description: 'The whole file', mediaType: file === 'captions' ? 'text/vtt' : 'video/*' },
      206: { description: 'The bytes the `Range` header asked for, with `Content-Range`', mediaType: file === 'captions' ? 'text/vtt' : 'video/*' },
      401: { description: 'Signed out, and the lesson is not a preview' },
      403: { description: 'The learner may not open this lesson' },
      404: { description: `No such lesson, or it has no uploaded ${file} file` },
      416: { description: 'A `Range` outside the file' },
    },
  })

/** Learning's part of the HTTP contract (CONTRACT.md): the catalogue, enrolment, lessons with their files, completion and playback. */
export const learningOperations = {
  courses: operation({
    ...learningRoutes.courses, summary: 'Published courses', access: 'anyone',
    responses: { 200: { description: 'Available and coming-soon courses with their lesson counts', body: response.CatalogueCourse, list: true } },
  }),
  course: operation({
    ...learningRoutes.course, summary: 'A course and its lessons', access: 'anyone', userIdQuery: true,
    responses: {
      200: { description: "The course; each lesson's `videoUrl` is null where the caller may not open it", body: response.CourseDetail },
      401: signedOut,
      403: notYours,
      404: { description: 'No such published course' },
    },
  }),
  progressList: operation({
    ...learningRoutes.progressList, servedDirectly: true, summary: "The learner's courses with progress", access: 'signed-in', userIdQuery: true,
    responses: { 200: { description: 'One item per enrolment', body: response.ProgressItem, list: true }, 401: signedOut, 403: notYours },
  }),
  enrolmentStatus: operation({
    ...learningRoutes.enrolmentStatus, summary: 'Whether the learner is enrolled', access: 'signed-in', userIdQuery: true,
    responses: { 200: { description: 'Enrolment status', body: response.EnrolmentStatus }, 401: signedOut, 403: notYours, 404: { description: 'Not a course id' } },
  }),
  enrol: operation({
    ...learningRoutes.enrol, summary: 'Enrol in a course', access: 'signed-in', body: sharedRequest.UserIdRequest,
    responses: {
      200: { description: 'Already enrolled: the same enrolment', body: response.Enrolment },
      201: { description: 'Enrolled', body: response.Enrolment },
      400: validation,
      401: signedOut,
      403: notYours,
      404: { description: 'No such published course' },
      409: { description: 'The course is coming soon, or holds the call recordings (open to every learner of the programme with no enrolment)' },
    },
  }),
  lesson: operation({
    ...learningRoutes.lesson, servedDirectly: true, summary: 'A lesson', access: 'preview-or-signed-in', userIdQuery: true,
    responses: {
      200: { description: 'The lesson with its neighbours', body: response.LessonDetail },
      401: { description: 'Signed out, and the lesson is not a preview' },
      403: { description: 'The learner may not open this lesson, or a `userId` that is not theirs' },
      404: { description: 'No such lesson in a published course' },
    },
  }),
  lessonVideo: lessonFileOperation(learningRoutes.lessonVideo, 'video'),
  lessonLowDataVideo: lessonFileOperation(learningRoutes.lessonLowDataVideo, 'low-data-video'),
  lessonCaptions: lessonFileOperation(learningRoutes.lessonCaptions, 'captions'),
  lessonTranscript: operation({
    ...learningRoutes.lessonTranscript, summary: "The lesson's transcript as a `.txt` download", access: 'preview-or-signed-in',
    responses: {
      200: { description: 'The title, then the paragraphs (from the captions, each with its start time, or as staff pasted them)', mediaType: 'text/plain' },
      401: { description: 'Signed out, and the lesson is not a preview' },
      403: { description: 'The learner may not open this lesson' },
      404: { description: 'No such lesson, or it has neither captions nor a transcript' },
    },
  }),
  lessonProgress: operation({
    ...learningRoutes.lessonProgress, summary: 'Whether the learner completed a lesson', access: 'signed-in', userIdQuery: true,
    responses: {
      200: { description: 'Completion, and how long a "Mark as Complete" of the lesson still waits', body: response.LessonProgressState },
      401: signedOut,
      403: notYours,
      404: { description: 'No such lesson' },
    },
  }),
  completeLesson: operation({
    ...learningRoutes.completeLesson, servedDirectly: true, summary: 'Mark a lesson complete', access: 'signed-in', body: sharedRequest.UserIdRequest,
    responses: {
      200: {
        description:
          'Completed (completing again changes nothing). A mark sooner than the course\'s lessons could be watched at 2x answers once its turn comes, up to 15 s after the mark before it; meanwhile `GET /api/v1/progress/{lessonId}` says how long is left',
        body: response.LessonCompletion,
      },
      400: validation,
      401: signedOut,
      403: { description: 'The lesson is locked for this learner, or a `userId` that is not theirs' },
      404: { description: 'No such lesson' },
    },
  }),
  playback: operation({
    ...learningRoutes.playback, servedDirectly: true, summary: "Where the learner is in the lesson's video", access: 'signed-in', userIdQuery: true,
    responses: {
      200: { description: 'The resume position, seconds really played and completion', body: response.LessonPlayback },
      401: signedOut,
      403: { description: 'The lesson is locked for this learner, or a `userId` that is not theirs' },
      404: { description: 'No such lesson' },
    },
  }),
  reportPlayback: operation({
    ...learningRoutes.reportPlayback, servedDirectly: true, summary: "Report the player's position and the parts played", access: 'signed-in', body: request.PlaybackReport,
    responses: {
      200: { description: 'Stored: played parts merged, the lesson completed at 90 % of the video really played, the position kept if it is the latest', body: response.LessonPlayback },
      400: { description: 'A position or played part outside the video, too many parts, or a malformed time', body: shared.Error },
      401: signedOut,
      403: { description: 'The lesson is locked for this learner, or a `userId` that is not theirs' },
      404: { description: 'No such lesson' },
    },
  }),
}
