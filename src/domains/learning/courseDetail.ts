import type { Payload } from 'payload'

import type { CourseUser } from '@/payload-types'
import { findCompletedLessonIds } from './completion'
import { findCourseLessons, findPublishedCourse } from './courseRecords'
import { findEnrolment } from './enrolment'
import { isInProgramme } from './publishedCourse'
import { canOpenLesson } from '@/lib/rules/lessonAccess'
import { isRecordingsCourse } from '@/lib/rules/courseKinds'

/**
 * The course with its lessons as the caller may see them: a locked lesson's video never leaves the server. For a
 * signed-in learner it also tells whether they are enrolled and which lessons they have completed. The call recordings
 * open to a learner of the programme, with no enrolment of their own.
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
  const inProgramme = learnerId !== null && isRecordingsCourse(course.kind) && (await isInProgramme(payload, learnerId))
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
    kind: course.kind,
    createdAt: course.createdAt,
    lessonCount: lessons.length,
    enrollment: { isEnrolled: !!enrolment, isPaid: enrolment?.isPaid ?? false },
    lessons: lessons.map((lesson) => {
      const isAccessible = canOpenLesson({ isPreview: lesson.isPreview, courseIsFree: course.isFree, courseKind: course.kind, enrolment, learner, inProgramme })
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
