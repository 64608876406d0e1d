import { z } from 'zod'

import { email } from './fields'

/** Sign in (spec 5.3). */
export const loginSchema = z.object({
  email: email(),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024, 'Password is required'),
})

export type LoginInput = z.input<typeof loginSchema>

/**
 * Staff sign-in (/admin): the learner's rules, and the code from the authenticator app (six digits) or one of the
 * recovery codes, needed once two-factor sign-in is set up. Spaces and dashes in a code do not matter.
 */
export const staffLoginSchema = loginSchema.extend({
  code: z
    .string({ error: 'Enter the code as text' })
    .max(64, 'That code is too long')
    .transform((code) => code.replace(/[\s-]/g, ''))
    .optional(),
})

export type StaffLoginInput = z.input<typeof staffLoginSchema>
