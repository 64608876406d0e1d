/** What deciding a course's state needs from a course as the learner sees it (see src/domains/learning/courseDetail.ts). */
type CourseFacts = {
  status: 'available' | 'coming-soon'
  isFree: boolean
  lessonCount: number
  enrollment: { isEnrolled: boolean }
  lessons: ReadonlyArray<{ id: string; isCompleted: boolean; isAccessible: boolean }>
}

/** A signed-in learner's standing with a paid course, before payment exists: may they open it, and what they asked. */
export type PaidAccess = { lessonsOpen: boolean; request: { status: 'pending' | 'granted' | 'declined'; requestedAt: string } | null }

export type CourseState =
  | { kind: 'signed-out' }
  | { kind: 'coming-soon' }
  | { kind: 'needs-access'; request: PaidAccess['request'] }
  | { kind: 'not-enrolled' }
  | { kind: 'enrolled'; nextLessonId: string | null; completedLessons: number; isComplete: boolean }

/**
 * Where the learner stands with a course, which decides the course screen's buttons (spec 2.15). A paid course the
 * learner cannot open (no paid enrolment, no membership) offers "Request access" instead of enrolling (`paidAccess`,
 * given for a signed-in learner).
 */
export const courseStateFor = (course: CourseFacts, signedIn: boolean, paidAccess?: PaidAccess | null): CourseState => {
  if (course.status === 'coming-soon') return { kind: 'coming-soon' }
  if (!signedIn) return { kind: 'signed-out' }
  if (!course.isFree && paidAccess && !paidAccess.lessonsOpen) return { kind: 'needs-access', request: paidAccess.request }
  if (!course.enrollment.isEnrolled) return { kind: 'not-enrolled' }
  const completedLessons = course.lessons.filter((lesson) => lesson.isCompleted).length
  const nextLesson = course.lessons.find((lesson) => !lesson.isCompleted && lesson.isAccessible)
  return { kind: 'enrolled', nextLessonId: nextLesson?.id ?? null, completedLessons, isComplete: course.lessonCount > 0 && completedLessons === course.lessonCount }
}
