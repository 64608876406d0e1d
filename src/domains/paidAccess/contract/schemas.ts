import { z } from 'zod'

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

/** Paid access's schemas by the names the OpenAPI document gives them. */
export const paidAccessSchemas = {
  request: { AccessRequestRequest: accessRequestSchema },
  response: {},
}
