import type { Payload } from 'payload'

import type { Course, CourseUser, Lesson } from '@/payload-types'
import { findEnrolment } from './enrolment'
import { canOpenLesson } from './lessonAccess'

/** A published course by id, or null. */
export const findPublishedCourse = async (payload: Payload, courseId: string): Promise<Course | null> => {
  const { docs } = await payload.find({
    collection: 'courses',
    where: { and: [{ id: { equals: courseId } }, { isPublished: { equals: true } }] },
    limit: 1,
    depth: 0,
    select: { lessons: false },
    overrideAccess: true,
  })
  return docs[0] ?? null
}

export const findCourseLessons = async (payload: Payload, courseId: string): Promise<Lesson[]> => {
  const { docs } = await payload.find({
    collection: 'lessons',
    where: { course: { equals: courseId } },
    sort: ['orderIndex', 'id'],
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs
}

/** The course with its lessons as the caller may see them: a locked lesson's video never leaves the server. */
export const courseDetailFor = async (payload: Payload, courseId: string, learner: CourseUser | null) => {
  const course = await findPublishedCourse(payload, courseId)
  if (!course) return null
  const [lessons, enrolment] = await Promise.all([
    findCourseLessons(payload, courseId),
    learner ? findEnrolment(payload, String(learner.id), courseId) : Promise.resolve(null),
  ])
  return {
    id: String(course.id),
    title: course.title,
    summary: course.summary,
    description: course.description,
    whatYouWillLearn: (course.whatYouWillLearn ?? []).map((item) => item.point),
    isFree: course.isFree,
    price: course.price ?? null,
    isPublished: course.isPublished,
    status: course.status,
    createdAt: course.createdAt,
    lessonCount: lessons.length,
    lessons: lessons.map((lesson) => {
      const isAccessible = canOpenLesson({ isPreview: !!lesson.isPreview, courseIsFree: course.isFree, enrolment, learner })
      return {
        id: String(lesson.id),
        title: lesson.title,
        description: lesson.description ?? null,
        orderIndex: lesson.orderIndex,
        isPreview: !!lesson.isPreview,
        durationSeconds: lesson.durationSeconds ?? null,
        isAccessible,
        videoUrl: isAccessible ? (lesson.videoUrl ?? null) : null,
      }
    }),
  }
}
