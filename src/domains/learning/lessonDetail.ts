import type { Payload } from 'payload'

import type { CourseUser } from '@/payload-types'
import { findCourseLessons } from './courseRecords'
import { findLessonRecord, type LessonRecord } from './lessonRecord'
import { lessonLockFor, type LessonLock } from '@/lib/rules/lessonAccess'

/** A lesson as the caller may have it: open, locked (and why), or missing (no such lesson in a published course). */
export type LessonOutcome<Lesson = LessonRecord> =
  | { kind: 'open'; lesson: Lesson }
  | { kind: 'locked'; lock: LessonLock; courseId: string; courseIsFree: boolean }
  | { kind: 'missing' }

/** What deciding access to the lesson needs, from its record. */
const lessonAccessFacts = (lesson: LessonRecord, learner: CourseUser | null) => ({
  isPreview: lesson.isPreview,
  courseIsFree: lesson.courseIsFree,
  courseKind: lesson.courseKind,
  enrolment: lesson.enrolment,
  learner,
  inProgramme: lesson.inProgramme,
})

/** A lesson of a published course and whether the caller may open it. */
export const openableLesson = async (payload: Payload, lessonId: string, learner: CourseUser | null): Promise<LessonOutcome> => {
  const lesson = await findLessonRecord(payload, lessonId, learner ? String(learner.id) : null)
  if (!lesson) return { kind: 'missing' }
  const lock = lessonLockFor(lessonAccessFacts(lesson, learner))
  return lock ? { kind: 'locked', lock, courseId: lesson.courseId, courseIsFree: lesson.courseIsFree } : { kind: 'open', lesson }
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
export const lessonDetailFor = async (payload: Payload, lessonId: string, learner: CourseUser | null): Promise<LessonOutcome<LessonDetail>> => {
  const outcome = await openableLesson(payload, lessonId, learner)
  if (outcome.kind !== 'open') return outcome
  return { kind: 'open', lesson: toLessonDetail(outcome.lesson, await findCourseLessons(payload, outcome.lesson.courseId)) }
}
