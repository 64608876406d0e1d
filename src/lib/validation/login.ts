import { z } from 'zod'

import { email } from './fields'

/** Sign in (spec 5.3). */
export const loginSchema = z.object({
  email: email(),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024, 'Password is required'),
})

export type LoginInput = z.input<typeof loginSchema>
