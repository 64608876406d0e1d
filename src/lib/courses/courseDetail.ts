import type { Payload } from 'payload'

import type { Course, CourseUser, Lesson } from '@/payload-types'
import { findCompletedLessonIds } from './completion'
import { findEnrolment } from './enrolment'
import { canOpenLesson } from './lessonAccess'
import { lessonVideoUrl } from './lessonMedia'

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
    depth: 1,
    populate: { courses: { title: true } },
    overrideAccess: true,
  })
  return docs
}

/**
 * The course with its lessons as the caller may see them: a locked lesson's video never leaves the server. For a
 * signed-in learner it also tells whether they are enrolled and which lessons they have completed.
 */
export const courseDetailFor = async (payload: Payload, courseId: string, learner: CourseUser | null) => {
  const course = await findPublishedCourse(payload, courseId)
  if (!course) return null
  const learnerId = learner ? String(learner.id) : null
  const [lessons, enrolment, completed] = await Promise.all([
    findCourseLessons(payload, courseId),
    learnerId ? findEnrolment(payload, learnerId, courseId) : Promise.resolve(null),
    learnerId ? findCompletedLessonIds(payload, learnerId, courseId) : Promise.resolve(new Set<string>()),
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
    enrollment: { isEnrolled: !!enrolment, isPaid: enrolment?.isPaid ?? false },
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
        isCompleted: completed.has(String(lesson.id)),
        videoUrl: isAccessible ? lessonVideoUrl(lesson) : null,
      }
    }),
  }
}

export type CourseDetail = NonNullable<Awaited<ReturnType<typeof courseDetailFor>>>
export type CourseDetailLesson = CourseDetail['lessons'][number]
