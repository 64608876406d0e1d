import { z } from 'zod'

import { tradeValues } from '@/lib/rules/businessProfile'
import { equalityValues } from '@/lib/rules/equality'
import { courseKindValues } from '@/lib/rules/courseKinds'
import { checkStages } from '@/lib/rules/impactChecks'
import { ukNations, ukRegions } from '@/lib/rules/postcodeDistricts'
import { answerStatuses, promptKinds } from '@/lib/rules/workbook'
import { teamSizeValues } from '@/lib/validation/teamSizes'

/**
 * The shapes of the API's answers (CONTRACT.md), for the OpenAPI document and the tests that check the running server
 * against it. Objects the server builds whole are strict, so a stray field (a hash, a token) fails the check.
 */
const id = z.uuid()
const timestamp = z.iso.datetime({ offset: true })
const nullableText = z.string().nullable()

/** The fields every module's response schemas are made of. */
export const responseFields = { id, timestamp, nullableText }

export const errorBody = z.strictObject({
  message: z.string(),
  errors: z.array(z.strictObject({ field: z.string(), message: z.string() })).optional(),
})

export const messageBody = z.strictObject({ message: z.string() })

export const upgradeInterest = z.strictObject({ askedAt: timestamp, message: z.string() })


/** The contract's user object: the learner's own fields, never a hash, salt, token or session. */
export const userObject = z.strictObject({
  id,
  name: z.string(),
  firstName: nullableText,
  lastName: nullableText,
  email: z.email(),
  company: nullableText,
  jobTitle: nullableText,
  phone: nullableText,
  membershipTier: z.enum(['free', 'pro', 'premium']),
  membershipExpiresAt: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
})

export type UserObject = z.infer<typeof userObject>

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

export const dataSaver = z.strictObject({ dataSaver: z.boolean() })

/** The learner's business: what they said (null: not said), with the nation and region of the district. */
export const businessProfile = z.strictObject({
  teamSize: z.enum(teamSizeValues).nullable(),
  trade: z.enum(tradeValues).nullable(),
  tradeOther: nullableText,
  postcodeDistrict: nullableText.describe('The outward code only, e.g. CF10'),
  nation: z.enum(ukNations).nullable(),
  region: z.enum(ukRegions).nullable(),
})

export type BusinessProfileBody = z.infer<typeof businessProfile>

/** The learner's optional equality answers (null: not answered). */
export const equalityAnswers = z.strictObject({
  ageBand: z.enum(equalityValues('ageBand')).nullable(),
  sex: z.enum(equalityValues('sex')).nullable(),
  ethnicGroup: z.enum(equalityValues('ethnicGroup')).nullable(),
  disability: z.enum(equalityValues('disability')).nullable(),
})

export type EqualityAnswersBody = z.infer<typeof equalityAnswers>

const checkStage = z.enum(checkStages)

/** Where a learner stands with a course's checks. */
export const courseChecks = z.strictObject({
  open: checkStage.nullable().describe('The stage open now: baseline until completion, end for 90 days, then follow-up; null when not enrolled'),
  offered: checkStage.nullable().describe('The stage to offer unasked: the open one, unless answered or skipped twice'),
  followUpOpensAt: timestamp.nullable(),
  stages: z.array(z.strictObject({ stage: checkStage, answeredAt: timestamp.nullable(), skips: z.number().int().min(0) })),
})


export const checkAnswered = z.strictObject({ stage: checkStage, answeredAt: timestamp })



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


const answerEntry = z.strictObject({
  promptId: z.string(),
  text: z.string().optional(),
  ticked: z.array(z.string()).optional(),
  choice: z.enum(['yes', 'no']).optional(),
  fileIds: z.array(id).optional().describe('Photos or the voice note, by the id the phone uploaded them with'),
})

/** A photo or voice note a learner added to an answer: theirs alone to fetch. */
export const workbookFile = z.strictObject({
  id: id.describe('The id the phone made for it'),
  kind: z.enum(['photo', 'voice']),
  url: z.string().describe('Where its owner fetches it (/api/v1/workbook/files/{id})'),
  durationSeconds: z.number().nullable().describe("A voice note's length"),
})

const sentRound = z.strictObject({
  round: z.number().int().min(1),
  sentAt: timestamp,
  answers: z.array(answerEntry),
  coachReply: nullableText,
  verdict: z.enum(['looksGood', 'anotherGo']).nullable(),
  repliedAt: timestamp.nullable(),
})

/** A lesson's "Action for this week" and the learner's answer to it. */
export const actionState = z.strictObject({
  lessonId: id,
  title: nullableText,
  instructions: nullableText,
  prompts: z.array(
    z.strictObject({
      id: z.string(),
      kind: z.enum(promptKinds),
      question: z.string(),
      items: z.array(z.string()).describe("A checklist's items; empty for other kinds"),
    }),
  ),
  answer: z.strictObject({
    status: z.enum(answerStatuses).describe('draft: not sent; waiting: with the coach; looksGood or anotherGo: the coach replied'),
    round: z.number().int().min(0).describe('How many times it was sent'),
    answers: z.array(answerEntry).describe('What the learner is writing (or last sent)'),
    draftSavedAt: timestamp.nullable(),
    sentAt: timestamp.nullable(),
    canSend: z.boolean().describe('False while the last send waits for a reply'),
    rounds: z.array(sentRound).describe('Every send and its reply, newest first'),
    files: z.array(workbookFile),
  }),
})
export type ActionStateBody = z.infer<typeof actionState>


