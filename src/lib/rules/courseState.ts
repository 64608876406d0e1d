import type { CourseDetail } from '@/lib/server/learning/courseDetail'

export type CourseState =
  | { kind: 'signed-out' }
  | { kind: 'coming-soon' }
  | { kind: 'not-enrolled' }
  | { kind: 'enrolled'; nextLessonId: string | null; completedLessons: number; isComplete: boolean }

/** Where the learner stands with a course, which decides the course screen's buttons (spec 2.15). */
export const courseStateFor = (course: CourseDetail, signedIn: boolean): CourseState => {
  if (course.status === 'coming-soon') return { kind: 'coming-soon' }
  if (!signedIn) return { kind: 'signed-out' }
  if (!course.enrollment.isEnrolled) return { kind: 'not-enrolled' }
  const completedLessons = course.lessons.filter((lesson) => lesson.isCompleted).length
  const nextLesson = course.lessons.find((lesson) => !lesson.isCompleted && lesson.isAccessible)
  return { kind: 'enrolled', nextLessonId: nextLesson?.id ?? null, completedLessons, isComplete: course.lessonCount > 0 && completedLessons === course.lessonCount }
}
