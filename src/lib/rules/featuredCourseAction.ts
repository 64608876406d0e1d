import { registerHref } from './courseEntry'
import type { CourseState } from './courseState'
import { continueLessonHref } from './lessonLinks'

export type FeaturedCourseAction = { label: 'Start Learning Now' | 'Continue Learning' | 'View Course'; href: string }

/** The featured course's button for where the visitor stands (spec 2.5's four states). */
export const featuredCourseAction = (state: CourseState, courseId: string): FeaturedCourseAction => {
  if (state.kind === 'signed-out') return { label: 'Start Learning Now', href: registerHref(courseId) }
  if (state.kind === 'needs-access') return { label: 'View Course', href: `/v1/courses/${courseId}` }
  if (state.kind !== 'enrolled') return { label: 'Start Learning Now', href: `/v1/courses/${courseId}` }
  if (state.nextLessonId) return { label: 'Continue Learning', href: continueLessonHref(state.nextLessonId) }
  return { label: 'View Course', href: `/v1/courses/${courseId}` }
}
