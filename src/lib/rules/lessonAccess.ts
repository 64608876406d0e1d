import type { CourseUser } from '@/payload-types'

export type AccessFacts = {
  isPreview: boolean
  courseIsFree: boolean
  enrolment: { isPaid: boolean } | null
  learner: Pick<CourseUser, 'membershipTier' | 'membershipExpiresAt'> | null
}

const hasActiveMembership = (learner: AccessFacts['learner'], now: Date): boolean =>
  !!learner &&
  (learner.membershipTier === 'pro' || learner.membershipTier === 'premium') &&
  (!learner.membershipExpiresAt || new Date(learner.membershipExpiresAt) > now)

/**
 * A lesson is openable when it is a preview, or the learner is enrolled and the course is free, or the enrolment is
 * paid, or the learner's pro or premium membership has not expired (CONTRACT.md).
 */
export const canOpenLesson = ({ isPreview, courseIsFree, enrolment, learner }: AccessFacts, now = new Date()): boolean =>
  isPreview || (!!enrolment && (courseIsFree || enrolment.isPaid || hasActiveMembership(learner, now)))
