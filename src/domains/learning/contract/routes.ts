import type { OfflineRoutes, Route } from '@/lib/contract/routes'

/** Where learning's operations are served (operations.ts describes them); the screens call them through these. */
export const learningRoutes = {
  courses: { method: 'get', path: '/api/v1/courses' },
  course: { method: 'get', path: '/api/v1/courses/{courseId}' },
  progressList: { method: 'get', path: '/api/v1/enrollments/progress' },
  enrolmentStatus: { method: 'get', path: '/api/v1/enrollments/{courseId}/status' },
  enrol: { method: 'post', path: '/api/v1/courses/{courseId}/enroll' },
  lesson: { method: 'get', path: '/api/v1/lessons/{lessonId}' },
  lessonVideo: { method: 'get', path: '/api/v1/lessons/{lessonId}/video' },
  lessonLowDataVideo: { method: 'get', path: '/api/v1/lessons/{lessonId}/low-data-video' },
  lessonCaptions: { method: 'get', path: '/api/v1/lessons/{lessonId}/captions' },
  lessonTranscript: { method: 'get', path: '/api/v1/lessons/{lessonId}/transcript' },
  lessonProgress: { method: 'get', path: '/api/v1/progress/{lessonId}' },
  completeLesson: { method: 'post', path: '/api/v1/lessons/{lessonId}/complete' },
  playback: { method: 'get', path: '/api/v1/lessons/{lessonId}/playback' },
  reportPlayback: { method: 'post', path: '/api/v1/lessons/{lessonId}/playback' },
} as const satisfies Record<string, Route>

/** Offline, a lesson's completion and playback reports wait for signal; a saved lesson's files play from the phone. */
export const learningOffline = {
  queuedWrites: [learningRoutes.completeLesson, learningRoutes.reportPlayback],
  savedFiles: [learningRoutes.lessonVideo, learningRoutes.lessonLowDataVideo, learningRoutes.lessonCaptions, learningRoutes.lessonTranscript],
} satisfies OfflineRoutes
