/**
 * "Continue Learning" opens the lesson where the learner left it, on whichever device they watched it: the lesson
 * screen resumes from the saved position at once (with "Start again"), instead of offering to.
 */
export const continueLessonHref = (lessonId: string): string => `/v1/lessons/${lessonId}?resume=1`

/** The lesson screen's search parameter that asks it to resume at once. */
export const resumeParam = 'resume'
