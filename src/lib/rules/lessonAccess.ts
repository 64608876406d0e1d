import type { CourseUser } from '@/payload-types'

import { isRecordingsCourse, type CourseKind } from './courseKinds'

export type AccessFacts = {
  isPreview: boolean
  courseIsFree: boolean
  /** A course of the programme, or the call recordings (src/lib/rules/courseKinds.ts). */
  courseKind: CourseKind
  enrolment: { isPaid: boolean } | null
  learner: Pick<CourseUser, 'membershipTier' | 'membershipExpiresAt'> | null
  /**
   * Whether the learner is enrolled, with its lessons open, in a course of the programme: what opens the call
   * recordings. Only asked for a lesson of the recordings (false elsewhere is fine).
   */
  inProgramme: boolean
}

/**
 * Why a lesson is closed: the visitor is signed out, not enrolled, enrolled in a paid course without paying, or (a call
 * recording) in no course of the programme.
 */
export type LessonLock = 'sign-in' | 'enrol' | 'paid' | 'programme'

export const lessonLockMessages: Record<LessonLock, string> = {
  'sign-in': 'Please sign in to watch this lesson',
  enrol: 'Enrol in this course to watch this lesson',
  paid: 'This lesson is part of a paid course',
  programme: 'The call recordings are for learners of the programme: enrol in one of its courses to watch them',
}

export const hasActiveMembership = (learner: AccessFacts['learner'], now: Date): boolean =>
  !!learner &&
  (learner.membershipTier === 'pro' || learner.membershipTier === 'premium') &&
  (!learner.membershipExpiresAt || new Date(learner.membershipExpiresAt) > now)

/** Whether enrolling opens every lesson: the course is free, the enrolment is paid, or a membership covers it. */
export const enrolmentOpensLessons = ({ courseIsFree, enrolment, learner }: Pick<AccessFacts, 'courseIsFree' | 'enrolment' | 'learner'>, now = new Date()): boolean =>
  courseIsFree || !!enrolment?.isPaid || hasActiveMembership(learner, now)

/**
 * Whether "Upgrade Membership" offers anything: a pro or premium membership opens paid courses, so only a learner
 * without one, with a published paid course they cannot open (no paid enrolment), has something to upgrade to.
 */
export const hasSomethingToUpgradeTo = (learner: NonNullable<AccessFacts['learner']>, lockedPaidCourses: number, now = new Date()): boolean =>
  lockedPaidCourses > 0 && !hasActiveMembership(learner, now)

/**
 * A lesson is openable when it is a preview, or the learner is enrolled and the course is free, or the enrolment is
 * paid, or the learner's pro or premium membership has not expired (CONTRACT.md). A call recording needs no enrolment
 * of its own: it opens to any learner enrolled in a course of the programme.
 */
export const canOpenLesson = (facts: AccessFacts, now = new Date()): boolean => {
  if (facts.isPreview) return true
  if (isRecordingsCourse(facts.courseKind)) return !!facts.learner && facts.inProgramme
  return !!facts.enrolment && enrolmentOpensLessons(facts, now)
}

/** What keeps this visitor out of the lesson, or null when they may open it. */
export const lessonLockFor = (facts: AccessFacts, now = new Date()): LessonLock | null => {
  if (canOpenLesson(facts, now)) return null
  if (!facts.learner) return 'sign-in'
  if (isRecordingsCourse(facts.courseKind)) return 'programme'
  return facts.enrolment ? 'paid' : 'enrol'
}
