import { z } from 'zod'

import { responseFields } from '@/lib/contract/responseSchemas'
import { courseKindValues } from '@/lib/rules/courseKinds'
import { playbackReportSchema } from '@/lib/validation'

const { id, timestamp, nullableText } = responseFields

export const catalogueCourse = z.strictObject({
  id,
  title: z.string(),
  summary: z.string(),
  description: z.string(),
  isFree: z.boolean(),
  price: z.number().nullable(),
  lessonCount: z.number().int().min(0),
  status: z.enum(['available', 'coming-soon']),
  launchLabel: nullableText,
})
export type CatalogueCourse = z.infer<typeof catalogueCourse>

const courseLesson = z.looseObject({
  id,
  title: z.string(),
  description: nullableText,
  orderIndex: z.number().int().min(1),
  isPreview: z.boolean(),
  isAccessible: z.boolean(),
  isCompleted: z.boolean(),
  videoUrl: nullableText,
})

export const courseDetail = z.strictObject({
  id,
  title: z.string(),
  summary: z.string(),
  description: z.string(),
  whatYouWillLearn: z.array(z.string()),
  isFree: z.boolean(),
  price: z.number().nullable(),
  isPublished: z.boolean(),
  status: z.enum(['available', 'coming-soon']),
  kind: z
    .enum(courseKindValues)
    .describe('A course of the programme, or the call recordings: open to every learner enrolled in a course of the programme, with no enrolment of their own'),
  createdAt: timestamp,
  lessonCount: z.number().int().min(0),
  enrollment: z.strictObject({ isEnrolled: z.boolean(), isPaid: z.boolean() }),
  lessons: z.array(courseLesson),
})

export const lessonDetail = z.looseObject({
  id,
  courseId: id,
  title: z.string(),
  description: nullableText,
  orderIndex: z.number().int().min(1),
  isPreview: z.boolean(),
  videoUrl: nullableText,
  lowDataVideoUrl: nullableText.describe('A smaller copy of the video, for slow or metered connections'),
  videoSeconds: z.number().min(0).nullable().describe("The video's length: what auto-complete measures against"),
  captionsUrl: nullableText,
  course: z.strictObject({ id, title: z.string() }),
  previousLessonId: id.nullable(),
  nextLessonId: id.nullable(),
})

export const progressItem = z.strictObject({
  id,
  course: z.strictObject({ id, title: z.string(), summary: z.string(), isFree: z.boolean() }),
  progressPercentage: z.number().int().min(0).max(100),
  totalLessons: z.number().int().min(0),
  completedLessons: z.number().int().min(0),
  nextLessonId: id.nullable(),
})
export type ProgressItem = z.infer<typeof progressItem>

export const enrolmentStatus = z.strictObject({ isEnrolled: z.boolean(), isPaid: z.boolean() })

export const enrolment = z.strictObject({ id, courseId: id, userId: id, isPaid: z.boolean(), createdAt: timestamp })

export const lessonPlayback = z.strictObject({
  lessonId: id,
  positionSeconds: z.number().min(0).nullable().describe('Where to resume; null before the first report'),
  watchedSeconds: z.number().min(0).describe('Seconds of the video really played, each counted once'),
  videoSeconds: z.number().min(0).nullable(),
  isCompleted: z.boolean(),
  completedAt: timestamp.nullable(),
})

export const lessonCompletion = z.strictObject({ lessonId: id, isCompleted: z.boolean(), completedAt: timestamp.nullable() })

export const lessonProgressState = lessonCompletion.extend({
  markWaitSeconds: z
    .number()
    .int()
    .min(1)
    .nullable()
    .describe('While the learner\'s "Mark as Complete" of this lesson waits its turn (marks faster than the lessons could be watched are spaced out), the seconds before it is written; otherwise null'),
})
export type LessonProgressStateBody = z.infer<typeof lessonProgressState>

/** Learning's schemas by the names the OpenAPI document gives them. */
export const learningSchemas = {
  request: { PlaybackReport: playbackReportSchema(null) },
  response: { CatalogueCourse: catalogueCourse, CourseDetail: courseDetail, LessonDetail: lessonDetail, ProgressItem: progressItem, EnrolmentStatus: enrolmentStatus, Enrolment: enrolment, LessonCompletion: lessonCompletion, LessonProgressState: lessonProgressState, LessonPlayback: lessonPlayback },
}
