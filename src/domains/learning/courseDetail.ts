import type { Payload } from 'payload'

import type { CourseUser } from '@/payload-types'
import { findCompletedLessonIds } from './completion'
import { findCourseLessons, findPublishedCourse } from './courseRecords'
import { findEnrolment } from './enrolment'
import { canOpenLesson } from '@/lib/rules/lessonAccess'

/**
 * The course with its lessons as the caller may see them: a locked lesson's video never leaves the server. For a
 * signed-in learner it also tells whether they are enrolled and which lessons they have completed.
 */
export const courseDetailFor = async (payload: Payload, courseId: string, learner: CourseUser | null) => {
  const learnerId = learner ? String(learner.id) : null
  const [course, lessons, enrolment, completed] = await Promise.all([
    findPublishedCourse(payload, courseId),
    findCourseLessons(payload, courseId),
    learnerId ? findEnrolment(payload, learnerId, courseId) : Promise.resolve(null),
    learnerId ? findCompletedLessonIds(payload, learnerId, courseId) : Promise.resolve(new Set<string>()),
  ])
  if (!course) return null
  return {
    id: course.id,
    title: course.title,
    summary: course.summary,
    description: course.description,
    whatYouWillLearn: course.whatYouWillLearn,
    isFree: course.isFree,
    price: course.price,
    isPublished: course.isPublished,
    status: course.status,
    createdAt: course.createdAt,
    lessonCount: lessons.length,
    enrollment: { isEnrolled: !!enrolment, isPaid: enrolment?.isPaid ?? false },
    lessons: lessons.map((lesson) => {
      const isAccessible = canOpenLesson({ isPreview: lesson.isPreview, courseIsFree: course.isFree, enrolment, learner })
      return {
        ...lesson,
        isAccessible,
        isCompleted: completed.has(lesson.id),
        videoUrl: isAccessible ? lesson.videoUrl : null,
      }
    }),
  }
}

export type CourseDetail = NonNullable<Awaited<ReturnType<typeof courseDetailFor>>>
export type CourseDetailLesson = CourseDetail['lessons'][number]
