import type { CourseUser } from '@/payload-types'

/** The contract's user object: the learner's own fields, never a hash, salt, token or session. */
export const toUserObject = (learner: CourseUser) => ({
  id: String(learner.id),
  name: learner.name,
  firstName: learner.firstName ?? null,
  lastName: learner.lastName ?? null,
  email: learner.email,
  company: learner.company ?? null,
  jobTitle: learner.jobTitle ?? null,
  phone: learner.phone ?? null,
  membershipTier: learner.membershipTier ?? 'free',
  membershipExpiresAt: learner.membershipExpiresAt ?? null,
  createdAt: learner.createdAt,
  updatedAt: learner.updatedAt,
})

export type UserObject = ReturnType<typeof toUserObject>
