import type { UserObject } from '@/lib/contract/responseSchemas'
import type { CourseUser } from '@/payload-types'

/** The contract's user object of a learner. */
export const toUserObject = (learner: CourseUser): UserObject => ({
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
