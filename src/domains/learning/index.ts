/**
 * A learner's learning: enrolment, who may open a lesson, completion, playback and resume, progress and its
 * counters, and a course or lesson as the learner sees it.
 */
export { completeLesson, findCompletion, queueMark } from './completion'
export { markPauseSeconds } from './completionPace'
export { courseDetailFor } from './courseDetail'
export type { CourseDetail, CourseDetailLesson } from './courseDetail'
export { findPublishedCourse } from './courseRecords'
export { enrol, findEnrolment } from './enrolment'
export { enrolmentOfLesson, refreshCourseCounters, refreshEnrolmentCounters } from './enrolmentCounters'
export { lessonDetailFor, openableLesson, toLessonDetail } from './lessonDetail'
export type { LessonDetail } from './lessonDetail'
export type { LessonFileKind } from './lessonFiles'
export { recordLessonOpened } from './lessonOpenings'
export { lessonIdFrom, openLesson, openLessonOrThrow } from './lessonRequest'
export { courseComingSoonMessage, courseNotFoundMessage, lessonNotFoundMessage } from './messages'
export { findPlayback, savePlayback } from './playback'
export { findProgress } from './progress'
export type { ProgressItem } from './progress'
export { coursePublished, enrolledSql, enrolmentOpensLessons, isInProgramme, programmeCourse } from './publishedCourse'
export { lessonTranscript } from './transcript'
export { countersRecountedByCaller } from './collections/LessonProgress/hooks/countProgress'
