import type { Payload } from 'payload'

import type { CourseUser } from '@/payload-types'
import { forbidden, notFound, unauthorized } from '../http/apiError'
import { findCourseLessons, findPublishedCourse } from './courseDetail'
import { findEnrolment } from './enrolment'
import { canOpenLesson } from './lessonAccess'
import { lessonCaptionsUrl, lessonVideoUrl } from './lessonMedia'

export const lessonNotFoundMessage = 'Lesson not found'

/**
 * A lesson of a published course that the caller may open, with its neighbours: 404 when there is no such lesson,
 * 401 when a signed-out visitor asks for a locked one, 403 when a learner may not open it.
 */
export const openableLesson = async (payload: Payload, lessonId: string, learner: CourseUser | null) => {
  const lesson = await payload.findByID({
    collection: 'lessons',
    id: lessonId,
    depth: 1,
    populate: { courses: { title: true } },
    overrideAccess: true,
    disableErrors: true,
  })
  if (!lesson) throw notFound(lessonNotFoundMessage)
  const courseId = typeof lesson.course === 'object' ? String(lesson.course.id) : String(lesson.course)
  const course = await findPublishedCourse(payload, courseId)
  if (!course) throw notFound(lessonNotFoundMessage)

  const enrolment = learner ? await findEnrolment(payload, String(learner.id), courseId) : null
  if (!canOpenLesson({ isPreview: !!lesson.isPreview, courseIsFree: course.isFree, enrolment, learner })) {
    if (!learner) throw unauthorized('Please sign in to watch this lesson')
    throw forbidden(enrolment ? 'This lesson is part of a paid course' : 'Enrol in this course to watch this lesson')
  }
  return { lesson, course, courseId }
}

/** The lesson as the lesson screen reads it (CONTRACT.md), with the ids of the lessons before and after it. */
export const lessonDetailFor = async (payload: Payload, lessonId: string, learner: CourseUser | null) => {
  const { lesson, course, courseId } = await openableLesson(payload, lessonId, learner)
  const lessons = await findCourseLessons(payload, courseId)
  const position = lessons.findIndex((each) => String(each.id) === String(lesson.id))
  return {
    id: String(lesson.id),
    courseId,
    title: lesson.title,
    description: lesson.description ?? null,
    orderIndex: lesson.orderIndex,
    isPreview: !!lesson.isPreview,
    durationSeconds: lesson.durationSeconds ?? null,
    videoUrl: lessonVideoUrl(lesson),
    captionsUrl: lessonCaptionsUrl(lesson),
    body: lesson.body ?? null,
    course: { id: courseId, title: course.title },
    previousLessonId: position > 0 ? String(lessons[position - 1].id) : null,
    nextLessonId: position >= 0 && position < lessons.length - 1 ? String(lessons[position + 1].id) : null,
  }
}
