import { formatPrice } from './price'

/** How the screens name a course's size and what it costs. */

const counted = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`

/** "1 video lesson", "14 video lessons". */
export const videoLessonsLabel = (count: number): string => counted(count, 'video lesson', 'video lessons')

/** "1 lesson", "14 lessons". */
export const lessonsLabel = (count: number): string => counted(count, 'lesson', 'lessons')

/** "1 Lesson", "14 Lessons": the same on a badge. */
export const lessonsBadgeLabel = (count: number): string => counted(count, 'Lesson', 'Lessons')

/**
 * What a paid course is, beside the free programme's "100% free, no card": said wherever its price shows, so no one
 * takes it for part of the programme.
 */
export const paidCourseNote = 'A paid course, not part of the free programme.'

/** A course is paid unless it is marked free (whatever its price says): the lessons' rule (canOpenLesson) too. */
export const isPaidCourse = (course: { isFree: boolean }): boolean => !course.isFree

/** What a course costs, as its card and page show it: "Free", "£49.00", or "Paid" for a paid course without a price. */
export const coursePriceLabel = (course: { isFree: boolean; price: number | null }): string =>
  !isPaidCourse(course) ? 'Free' : course.price !== null ? formatPrice(course.price) : 'Paid'
