import type { Payload, PayloadRequest } from 'payload'

import { paragraphsToLexical } from './paragraphsToLexical'
import { callRecordingsCourse, featuredCourse, paidCourse, roadmapCourses } from './data/courses'
import { findOrCreate } from './findOrCreate'
import { seedMediaFile } from './seedMediaFile'
import { seedSampleLessonFiles } from './seedLessonFiles'
import { seedCalls } from './seedCalls'
import { seedImpactCohort } from './seedImpactCohort'
import { seedWorkbookResource } from './seedWorkbookResource'
import type { SeedAction, SeedCourse } from './types'

type LessonFiles = Awaited<ReturnType<typeof seedSampleLessonFiles>>

/** The lesson's `action` field as Payload stores it: a checklist's items one a line. */
const actionField = ({ title, instructions, prompts }: SeedAction) => ({
  title,
  instructions,
  prompts: prompts.map(({ kind, question, checklistItems }) => ({ kind, question, checklistItems: checklistItems?.join('\n') })),
})

/** Creates the course and its lessons when missing; returns the course's id. */
const seedCourse = async (payload: Payload, req: PayloadRequest, course: SeedCourse, files: LessonFiles): Promise<string> => {
  const { lessons, whatYouWillLearn, cover, ...fields } = course
  const courseId = await findOrCreate(payload, req, 'courses', { title: { equals: course.title } }, async () =>
    payload.create({
      collection: 'courses',
      req,
      data: { ...fields, coverImage: await seedMediaFile(payload, req, cover), whatYouWillLearn: whatYouWillLearn.map((point) => ({ point })) },
    }),
  )
  for (const lesson of lessons) {
    const { bodyParagraphs, action, ...lessonFields } = lesson
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
            ...(action && { action: actionField(action) }),
          },
        }),
    )
  }
  return courseId
}

export const seedCourses = async (payload: Payload, req: PayloadRequest): Promise<void> => {
  const files = await seedSampleLessonFiles(payload, req)
  const featuredCourseId = await seedCourse(payload, req, featuredCourse, files)
  await seedWorkbookResource(payload, req, featuredCourse, featuredCourseId)
  await seedImpactCohort(payload, req, featuredCourseId)
  const recordingsCourseId = await seedCourse(payload, req, callRecordingsCourse, files)
  const [recording] = (await payload.find({ collection: 'lessons', where: { course: { equals: recordingsCourseId } }, sort: 'orderIndex', limit: 1, depth: 0, req })).docs
  await seedCalls(payload, req, { featuredCourseId, recordingLessonId: recording.id })
  for (const course of [paidCourse, ...roadmapCourses]) await seedCourse(payload, req, course, files)
}
