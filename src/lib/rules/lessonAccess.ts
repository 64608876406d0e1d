import type { CourseUser } from '@/payload-types'

export type AccessFacts = {
  isPreview: boolean
  courseIsFree: boolean
  enrolment: { isPaid: boolean } | null
  learner: Pick<CourseUser, 'membershipTier' | 'membershipExpiresAt'> | null
}

/** Why a lesson is closed: the visitor is signed out, not enrolled, or enrolled in a paid course without paying. */
export type LessonLock = 'sign-in' | 'enrol' | 'paid'

export const lessonLockMessages: Record<LessonLock, string> = {
  'sign-in': 'Please sign in to watch this lesson',
  enrol: 'Enrol in this course to watch this lesson',
  paid: 'This lesson is part of a paid course',
}

export const hasActiveMembership = (learner: AccessFacts['learner'], now: Date): boolean =>
  !!learner &&
  (learner.membershipTier === 'pro' || learner.membershipTier === 'premium') &&
  (!learner.membershipExpiresAt || new Date(learner.membershipExpiresAt) > now)

/** Whether enrolling opens every lesson: the course is free, the enrolment is paid, or a membership covers it. */
export const enrolmentOpensLessons = ({ courseIsFree, enrolment, learner }: Omit<AccessFacts, 'isPreview'>, now = new Date()): boolean =>
  courseIsFree || !!enrolment?.isPaid || hasActiveMembership(learner, now)

/**
 * Whether "Upgrade Membership" offers anything: a pro or premium membership opens paid courses, so only a learner
 * without one, with a published paid course they cannot open (no paid enrolment), has something to upgrade to.
 */
export const hasSomethingToUpgradeTo = (learner: NonNullable<AccessFacts['learner']>, lockedPaidCourses: number, now = new Date()): boolean =>
  lockedPaidCourses > 0 && !hasActiveMembership(learner, now)

/**
 * A lesson is openable when it is a preview, or the learner is enrolled and the course is free, or the enrolment is
 * paid, or the learner's pro or premium membership has not expired (CONTRACT.md).
 */
export const canOpenLesson = (facts: AccessFacts, now = new Date()): boolean =>
  facts.isPreview || (!!facts.enrolment && enrolmentOpensLessons(facts, now))

/** What keeps this visitor out of the lesson, or null when they may open it. */
export const lessonLockFor = (facts: AccessFacts, now = new Date()): LessonLock | null => {
  if (canOpenLesson(facts, now)) return null
  if (!facts.learner) return 'sign-in'
  return facts.enrolment ? 'paid' : 'enrol'
}
