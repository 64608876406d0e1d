import type { Payload } from 'payload'

import type { CourseUser } from '@/payload-types'
import { uniqueEmail } from './payload'

export const learnerPassword = 'learner-password-1'

/** A learner stored directly through the Local API, with a unique email and `learnerPassword`. */
export const createLearner = (payload: Payload, overrides: Partial<CourseUser> = {}) =>
  payload.create({
    collection: 'course-users',
    data: {
      email: uniqueEmail('learner'),
      password: learnerPassword,
      firstName: 'Sam',
      lastName: 'Jones',
      name: 'Sam Jones',
      company: 'Jones Build Ltd',
      membershipTier: 'free',
      ...overrides,
    },
  })
