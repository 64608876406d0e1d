/** How the screens name a course's size and what it costs. */

const counted = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`

/** "1 video lesson", "14 video lessons". */
export const videoLessonsLabel = (count: number): string => counted(count, 'video lesson', 'video lessons')

/** "1 lesson", "14 lessons". */
export const lessonsLabel = (count: number): string => counted(count, 'lesson', 'lessons')

/** "1 Lesson", "14 Lessons": the same on a badge. */
export const lessonsBadgeLabel = (count: number): string => counted(count, 'Lesson', 'Lessons')
