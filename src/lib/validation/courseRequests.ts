import { z } from 'zod'

import { email, userId } from './fields'

/** Bodies of the learner's requests that carry only the user's id (enrol, complete) (spec section 7). */
export const userIdBodySchema = z.object({ userId: userId() })

/** "Join Waiting List" on a coming-soon course: a signed-out visitor gives their email; a signed-in learner's is used. */
export const courseInterestSchema = z.object({ email: email().optional() })

export type CourseInterestInput = z.input<typeof courseInterestSchema>

export const accessRequestMessageMax = 1000

/** "Request access" on a paid course: an optional word to staff (who is paying, why now). */
export const accessRequestSchema = z.object({
  message: z
    .string()
    .trim()
    .max(accessRequestMessageMax, `Please keep your message under ${accessRequestMessageMax} characters`)
    .optional(),
})

export type AccessRequestInput = z.input<typeof accessRequestSchema>
