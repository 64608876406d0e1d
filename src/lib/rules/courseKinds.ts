import type { Where } from 'payload'

/**
 * What a course is. A course of the programme is enrolled in, counted and certified. The call recordings are lessons
 * too (so they play with resume, the transcript, the data saver and "Save for offline"), but they belong to the whole
 * programme: any learner enrolled in a course of the programme watches them with no enrolment of their own, and they
 * never issue a certificate or a course mail, nor count in course totals, completion figures, reports or the mentoring
 * form's course list. Staff choose the kind on the course.
 */
export const courseKindValues = ['programme', 'recordings'] as const

export type CourseKind = (typeof courseKindValues)[number]

/** How the admin names each kind. */
export const courseKindLabels: Record<CourseKind, string> = { programme: 'A course of the programme', recordings: 'Call recordings' }

/** The one test of "this course holds the call recordings" (its SQL twin is `programmeCourse` in src/domains/learning). */
export const isRecordingsCourse = (kind: CourseKind | null | undefined): boolean => kind === 'recordings'

/** A course's kind as stored (a course saved before kinds existed has none): a course of the programme unless recordings. */
export const courseKindOf = (kind: CourseKind | null | undefined): CourseKind => (isRecordingsCourse(kind) ? 'recordings' : 'programme')

/** Why a learner cannot enrol in the recordings, said where they try. */
export const recordingsNeedNoEnrolmentMessage =
  'The call recordings need no enrolment: enrol in a course of the programme and every recording opens for you.'


/** The courses of the programme, not the call recordings, as a Payload query for the admin's course pickers. */
export const programmeCourseWhere: Where = { or: [{ kind: { equals: 'programme' } }, { kind: { exists: false } }] }
