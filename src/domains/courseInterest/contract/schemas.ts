import { z } from 'zod'

import { email } from '@/lib/validation/fields'

/** "Join Waiting List" on a coming-soon course: a signed-out visitor gives their email; a signed-in learner's is used. */
export const courseInterestSchema = z.object({ email: email().optional() })

export type CourseInterestInput = z.input<typeof courseInterestSchema>

/** Course interest's schemas by the names the OpenAPI document gives them. */
export const courseInterestSchemas = {
  request: { CourseInterestRequest: courseInterestSchema },
  response: {},
}
