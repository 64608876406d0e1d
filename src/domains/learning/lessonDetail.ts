import type { SQL } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import type { SessionClaims } from '@/domains/accounts'
import { sessionIsLive } from '@/domains/accounts'
import { findCourseLessons } from './courseRecords'
import { findLessonRecord, findLessonRecordAs, type LessonRecord } from './lessonRecord'
import { lessonLockFor, type AccessFacts, type LessonLock } from '@/lib/rules/lessonAccess'

/** A lesson as the caller may have it: open, locked (and why), or missing (no such lesson in a published course). */
export type LessonOutcome<Lesson = LessonRecord> =
  | { kind: 'open'; lesson: Lesson }
  | { kind: 'locked'; lock: LessonLock; courseId: string; courseIsFree: boolean }
  | { kind: 'missing' }

/** What deciding access to the lesson needs, from its record. */
const lessonAccessFacts = (lesson: LessonRecord, learner: AccessFacts['learner']): AccessFacts => ({
  isPreview: lesson.isPreview,
  courseIsFree: lesson.courseIsFree,
  courseKind: lesson.courseKind,
  enrolment: lesson.enrolment,
  learner,
  inProgramme: lesson.inProgramme,
})

/** A signed-in learner as deciding access reads them, or null for a visitor. */
type LessonVisitor = (NonNullable<AccessFacts['learner']> & { id: string | number }) | null

const outcomeFor = (lesson: LessonRecord, learner: AccessFacts['learner']): LessonOutcome => {
  const lock = lessonLockFor(lessonAccessFacts(lesson, learner))
  return lock ? { kind: 'locked', lock, courseId: lesson.courseId, courseIsFree: lesson.courseIsFree } : { kind: 'open', lesson }
}

/** A lesson of a published course and whether the caller may open it. */
export const openableLesson = async (payload: Payload, lessonId: string, learner: LessonVisitor): Promise<LessonOutcome> => {
  const lesson = await findLessonRecord(payload, lessonId, learner ? String(learner.id) : null)
  return lesson ? outcomeFor(lesson, learner) : { kind: 'missing' }
}

/**
 * `openableLesson` for the learner a session token names, their session checked in the lesson's own statement:
 * whether it is live (undefined when there is no such lesson to say it on), and the outcome for them when it is; with
 * what `alsoRead` reads in the same statement (findLessonRecordAs), null without a lesson.
 */
export const openableLessonForSession = async (
  payload: Payload,
  lessonId: string,
  claims: SessionClaims,
  alsoRead?: SQL,
): Promise<{ sessionLive: boolean | undefined; outcome: LessonOutcome; alsoRead: unknown }> => {
  const found = await findLessonRecordAs(payload, lessonId, claims.learnerId, sessionIsLive(claims), alsoRead)
  if (!found?.viewer) return { sessionLive: undefined, outcome: { kind: 'missing' }, alsoRead: null }
  return { sessionLive: found.viewer.sessionLive, outcome: outcomeFor(found.lesson, found.viewer.membership), alsoRead: found.alsoRead }
}

/** The lesson as the lesson screen reads it (CONTRACT.md), with the ids of its neighbours among the course's lessons. */
export const toLessonDetail = (lesson: LessonRecord, lessons: ReadonlyArray<{ id: string }>) => {
  const position = lessons.findIndex((each) => each.id === lesson.id)
  return {
    id: lesson.id,
    courseId: lesson.courseId,
    title: lesson.title,
    description: lesson.description,
    orderIndex: lesson.orderIndex,
    isPreview: lesson.isPreview,
    durationSeconds: lesson.durationSeconds,
    videoUrl: lesson.videoUrl,
    lowDataVideoUrl: lesson.lowDataVideoUrl,
    videoSeconds: lesson.videoSeconds,
    captionsUrl: lesson.captionsUrl,
    body: lesson.body,
    course: { id: lesson.courseId, title: lesson.courseTitle },
    previousLessonId: position > 0 ? lessons[position - 1].id : null,
    nextLessonId: position >= 0 && position < lessons.length - 1 ? lessons[position + 1].id : null,
  }
}

export type LessonDetail = ReturnType<typeof toLessonDetail>

/** GET /api/v1/lessons/{id}: the lesson with its neighbours, when the caller may open it. */
export const lessonDetailFor = async (payload: Payload, lessonId: string, learner: LessonVisitor): Promise<LessonOutcome<LessonDetail>> => {
  const outcome = await openableLesson(payload, lessonId, learner)
  if (outcome.kind !== 'open') return outcome
  return { kind: 'open', lesson: toLessonDetail(outcome.lesson, await findCourseLessons(payload, outcome.lesson.courseId)) }
}
