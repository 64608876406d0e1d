/** The learning calls' own error messages (CONTRACT.md), shared by the endpoints that answer them. */
export const courseNotFoundMessage = 'Course not found'
export const courseComingSoonMessage = 'This course is coming soon. You can enrol when it launches.'
export const lessonNotFoundMessage = 'Lesson not found'
