/** What deciding a course's state needs from a course as the learner sees it (see src/lib/server/learning/courseDetail.ts). */
type CourseFacts = {
  status: 'available' | 'coming-soon'
  lessonCount: number
  enrollment: { isEnrolled: boolean }
  lessons: ReadonlyArray<{ id: string; isCompleted: boolean; isAccessible: boolean }>
}

export type CourseState =
  | { kind: 'signed-out' }
  | { kind: 'coming-soon' }
  | { kind: 'not-enrolled' }
  | { kind: 'enrolled'; nextLessonId: string | null; completedLessons: number; isComplete: boolean }

/** Where the learner stands with a course, which decides the course screen's buttons (spec 2.15). */
export const courseStateFor = (course: CourseFacts, signedIn: boolean): CourseState => {
  if (course.status === 'coming-soon') return { kind: 'coming-soon' }
  if (!signedIn) return { kind: 'signed-out' }
  if (!course.enrollment.isEnrolled) return { kind: 'not-enrolled' }
  const completedLessons = course.lessons.filter((lesson) => lesson.isCompleted).length
  const nextLesson = course.lessons.find((lesson) => !lesson.isCompleted && lesson.isAccessible)
  return { kind: 'enrolled', nextLessonId: nextLesson?.id ?? null, completedLessons, isComplete: course.lessonCount > 0 && completedLessons === course.lessonCount }
}
