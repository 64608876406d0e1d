import { z } from 'zod'

import { responseFields } from '@/lib/contract/responseSchemas'
import { email, optionalText, requiredText } from '@/lib/validation/fields'
import { teamSizeValues } from '@/lib/validation/teamSizes'

/** Waiting-list signup (spec 5.1). */
export const programSignupSchema = z.object({
  name: requiredText('Name is required', 100),
  email: email(),
  company: optionalText(200),
  teamSize: z.enum(teamSizeValues, { error: 'Please select your team size' }),
  consent: z.literal(true, { error: 'You must agree to receive course materials' }),
})

export type ProgramSignupInput = z.input<typeof programSignupSchema>

/** The details a person can change on their waiting-list entry, from the link in our mail (not the email: that is the entry). */
export const waitingListEntrySchema = programSignupSchema.pick({ name: true, company: true, teamSize: true })

export type WaitingListEntryInput = z.input<typeof waitingListEntrySchema>

const { id } = responseFields

/** On the list: the entry's id, and what to tell the person. */
export const signupCreated = z.strictObject({ id, message: z.string() })

/** Waiting list's schemas by the names the OpenAPI document gives them. */
export const waitingListSchemas = {
  request: { ProgramSignupRequest: programSignupSchema },
  response: { SignupCreated: signupCreated },
}
