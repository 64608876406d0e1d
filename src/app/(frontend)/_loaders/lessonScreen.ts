import { getPayload } from 'payload'
import { cache } from 'react'

import config from '@payload-config'
import type { CourseUser } from '@/payload-types'
import { ApiError } from '@/lib/server/http/apiError'
import { courseDetailFor, type CourseDetail } from '@/lib/server/learning/courseDetail'
import { isId } from '@/lib/rules/ids'
import { openableLesson, toLessonDetail, type LessonDetail } from '@/lib/server/learning/lessonDetail'

export type { LessonDetail }

export type LessonScreenData =
  | { state: 'open'; lesson: LessonDetail; course: CourseDetail; isCompleted: boolean }
  | { state: 'locked'; reason: string; courseId: string }

const lockedLesson = async (lessonId: string, reason: string): Promise<LessonScreenData> => {
  const payload = await getPayload({ config })
  const lesson = await payload.findByID({ collection: 'lessons', id: lessonId, depth: 0, select: { course: true }, overrideAccess: true })
  const course = lesson.course
  return { state: 'locked', reason, courseId: typeof course === 'object' ? String(course.id) : String(course) }
}

/**
 * What the lesson screen shows the learner: the lesson with its course (for the sidebar), a locked state, or null
 * when there is no such lesson. Cached per request, so metadata and page share one read.
 */
export const loadLessonScreen = cache(async (lessonId: string, learner: CourseUser): Promise<LessonScreenData | null> => {
  if (!isId(lessonId)) return null
  const payload = await getPayload({ config })
  try {
    const record = await openableLesson(payload, lessonId, learner)
    const course = await courseDetailFor(payload, record.courseId, learner)
    if (!course) return null
    const isCompleted = course.lessons.some((each) => each.id === record.id && each.isCompleted)
    return { state: 'open', lesson: toLessonDetail(record, course.lessons), course, isCompleted }
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    if (error instanceof ApiError && error.status === 403) return lockedLesson(lessonId, error.message)
    throw error
  }
})
