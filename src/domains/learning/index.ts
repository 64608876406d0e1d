/**
 * A learner's learning: enrolment, who may open a lesson, completion, playback and resume, progress and its
 * counters, and a course or lesson as the learner sees it.
 */
export { completeLesson } from './completion'
export { markPauseSeconds } from './completionPace'
export { courseDetailFor } from './courseDetail'
export type { CourseDetail } from './courseDetail'
export { findPublishedCourse } from './courseRecords'
export { enrol } from './enrolment'
export { refreshCourseCounters, refreshEnrolmentCounters } from './enrolmentCounters'
export { openableLesson, toLessonDetail } from './lessonDetail'
export type { LessonDetail } from './lessonDetail'
export { recordLessonOpened } from './lessonOpenings'
export { openLesson } from './lessonRequest'
export { findPlayback } from './playback'
export { findProgress } from './progress'
export type { ProgressItem } from './progress'
export { coursePublished, enrolledSql, enrolmentOpensLessons, isInProgramme, programmeCourse } from './publishedCourse'
export { lessonTranscript } from './transcript'
export { countersRecountedByCaller } from './collections/LessonProgress/hooks/countProgress'
