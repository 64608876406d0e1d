import { isRecordingsCourse, type CourseKind } from './courseKinds'
import type { CourseState } from './courseState'
import { isId } from './ids'
import { continueLessonHref } from './lessonLinks'

/**
 * The way from a course into its first lesson. A link that sends someone to register or sign in from a course (its
 * card, its page, a lesson) carries the course as `?course={id}`; once they are in, they go to the course's start,
 * which asks the baseline questions when they are open and then opens the next lesson. Only a course id ever travels,
 * and the pages build every address themselves from it: no address from a link is ever followed (no open redirect).
 */
export const courseParam = 'course'

const withCourse = (path: string, courseId: string | null | undefined) => (courseId ? `${path}?${courseParam}=${encodeURIComponent(courseId)}` : path)

/** Register, carrying the course the person came from. */
export const registerHref = (courseId?: string | null): string => withCourse('/v1/register', courseId)

/** Sign in, carrying the course the person came from. */
export const signInHref = (courseId?: string | null): string => withCourse('/v1/login', courseId)

/** The course a page's `?course=` names, when it is an id at all; anything else is no course. */
export const courseOfQuery = (value: unknown): string | undefined => (isId(value) ? value : undefined)

/** Where an enrolled learner starts a course: the baseline questions when they are open, then the next lesson. */
export const courseStartPath = (courseId: string): string => `/v1/courses/${courseId}/start`

/**
 * Whether a course is one that enrolling on arrival (registration from it, joining a team) may enrol in: a course of
 * the programme (the call recordings need no enrolment), free and open now.
 */
export const enrolsOnArrival = (course: { isFree: boolean; status: 'available' | 'coming-soon'; kind?: CourseKind | null }): boolean =>
  course.isFree && course.status === 'available' && !isRecordingsCourse(course.kind)

/**
 * "How this works" shows on a course's first lesson to a learner of the course who has completed none of its lessons
 * yet: the screen they land on after enrolling.
 */
export const showsHowThisWorks = (course: { enrollment: { isEnrolled: boolean }; lessons: ReadonlyArray<{ id: string; isCompleted: boolean }> }, lessonId: string): boolean =>
  course.enrollment.isEnrolled && course.lessons[0]?.id === lessonId && !course.lessons.some((lesson) => lesson.isCompleted)

export type CourseStartStep = { kind: 'course' } | { kind: 'baseline' | 'lesson'; lessonId: string; href: string }

/**
 * What the course's start shows a signed-in learner: for one enrolled with a lesson to open, the baseline questions
 * first when they are offered (then that lesson), or that lesson at once; for anyone else (not enrolled, a paid
 * course not open to them, nothing left to watch), the course's page.
 */
export const courseStartStep = (state: CourseState, baselineOffered: boolean): CourseStartStep => {
  if (state.kind !== 'enrolled' || !state.nextLessonId) return { kind: 'course' }
  return { kind: baselineOffered ? 'baseline' : 'lesson', lessonId: state.nextLessonId, href: continueLessonHref(state.nextLessonId) }
}
