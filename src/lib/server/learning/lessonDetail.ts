import type { Payload } from 'payload'

import type { CourseUser } from '@/payload-types'
import { forbidden, notFound, unauthorized } from '@/lib/server/http/apiError'
import { findCourseLessons } from '@/lib/server/data/courseRecords'
import { canOpenLesson } from '@/lib/rules/lessonAccess'
import { findLessonRecord, type LessonRecord } from '@/lib/server/data/lessonRecord'

export const lessonNotFoundMessage = 'Lesson not found'

/**
 * A lesson of a published course that the caller may open: 404 when there is no such lesson, 401 when a signed-out
 * visitor asks for a locked one, 403 when a learner may not open it.
 */
export const openableLesson = async (payload: Payload, lessonId: string, learner: CourseUser | null): Promise<LessonRecord> => {
  const lesson = await findLessonRecord(payload, lessonId, learner ? String(learner.id) : null)
  if (!lesson) throw notFound(lessonNotFoundMessage)
  const { enrolment } = lesson
  if (!canOpenLesson({ isPreview: lesson.isPreview, courseIsFree: lesson.courseIsFree, enrolment, learner })) {
    if (!learner) throw unauthorized('Please sign in to watch this lesson')
    throw forbidden(enrolment ? 'This lesson is part of a paid course' : 'Enrol in this course to watch this lesson')
  }
  return lesson
}

/** The lesson as the lesson screen reads it (CONTRACT.md), with the ids of its neighbours among the course's lessons. */
export const toLessonDetail = (lesson: LessonRecord, lessons: ReadonlyArray<{ id: string }>) => {
  const position = lessons.findIndex((each) => each.id === lesson.id)
  return {
    id: lesson.id,
    courseId: lesson.courseId,
    title: lesson.title,
    description: lesson.description,
    orderIndex: lesson.orderIndex,
    isPreview: lesson.isPreview,
    durationSeconds: lesson.durationSeconds,
    videoUrl: lesson.videoUrl,
    captionsUrl: lesson.captionsUrl,
    body: lesson.body,
    course: { id: lesson.courseId, title: lesson.courseTitle },
    previousLessonId: position > 0 ? lessons[position - 1].id : null,
    nextLessonId: position >= 0 && position < lessons.length - 1 ? lessons[position + 1].id : null,
  }
}

export type LessonDetail = ReturnType<typeof toLessonDetail>

/** GET /api/v1/lessons/{id}: the lesson, when the caller may open it, with its neighbours. */
export const lessonDetailFor = async (payload: Payload, lessonId: string, learner: CourseUser | null): Promise<LessonDetail> => {
  const lesson = await openableLesson(payload, lessonId, learner)
  return toLessonDetail(lesson, await findCourseLessons(payload, lesson.courseId))
}
