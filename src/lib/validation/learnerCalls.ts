import { z } from 'zod'

import { email, userId } from './fields'

/** Bodies of the learner calls that carry only the user's id (enrol, complete) (spec section 7). */
export const userIdBodySchema = z.object({ userId: userId() })

/** "Join Waiting List" on a coming-soon course: a signed-out visitor gives their email; a signed-in learner's is used. */
export const courseInterestSchema = z.object({ email: email().optional() })

export type CourseInterestInput = z.input<typeof courseInterestSchema>
