import type { Payload, PayloadRequest } from 'payload'

import { paragraphsToLexical } from './paragraphsToLexical'
import { featuredCourse, paidCourse, roadmapCourses } from './data/courses'
import { findOrCreate } from './findOrCreate'
import { seedMediaFile } from './seedMediaFile'
import { seedSampleLessonFiles } from './seedLessonFiles'
import type { SeedCourse } from './types'

type LessonFiles = Awaited<ReturnType<typeof seedSampleLessonFiles>>

const seedCourse = async (payload: Payload, req: PayloadRequest, course: SeedCourse, files: LessonFiles): Promise<void> => {
  const { lessons, whatYouWillLearn, cover, ...fields } = course
  const courseId = await findOrCreate(payload, req, 'courses', { title: { equals: course.title } }, async () =>
    payload.create({
      collection: 'courses',
      req,
      data: { ...fields, coverImage: await seedMediaFile(payload, req, cover), whatYouWillLearn: whatYouWillLearn.map((point) => ({ point })) },
    }),
  )
  for (const lesson of lessons) {
    const { bodyParagraphs, ...lessonFields } = lesson
    await findOrCreate(
      payload,
      req,
      'lessons',
      { and: [{ course: { equals: courseId } }, { orderIndex: { equals: lesson.orderIndex } }] },
      () =>
        payload.create({
          collection: 'lessons',
          req,
          data: {
            ...lessonFields,
            course: courseId,
            ...files,
            body: paragraphsToLexical(bodyParagraphs),
          },
        }),
    )
  }
}

export const seedCourses = async (payload: Payload, req: PayloadRequest): Promise<void> => {
  const files = await seedSampleLessonFiles(payload, req)
  for (const course of [featuredCourse, paidCourse, ...roadmapCourses]) await seedCourse(payload, req, course, files)
}
