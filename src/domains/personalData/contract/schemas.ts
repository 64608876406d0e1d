import { z } from 'zod'

import { passwordOrCode } from '@/lib/validation/account'

const closingProof = passwordOrCode('Please enter your current password')

/** "Close my account": the learner proves it is them with their current password, or a code we email them. */
export const closeAccountSchema = z.object(closingProof.fields).superRefine(closingProof.oneOfThem)

export type CloseAccountInput = z.input<typeof closeAccountSchema>

/** Staff closing an account for a request by email type the learner's email, so a slip of the mouse closes nothing. */
export const staffCloseAccountSchema = z.object({ confirmEmail: z.string({ error: "Type the learner's email to confirm" }).trim().min(1, "Type the learner's email to confirm").max(320) })

/** Personal data's schemas by the names the OpenAPI document gives them. */
export const personalDataSchemas = {
  request: { CloseAccountRequest: closeAccountSchema },
  response: {},
}
