import { z } from 'zod'

import { email, newPassword, optionalText, confirmationMatches, confirmationMismatch, requiredText, userId } from './fields'

/** Profile edit (spec 5.4). */
export const profileSchema = z.object({
  firstName: requiredText('First name is required', 100),
  lastName: requiredText('Last name is required', 100),
  company: requiredText('Company name is required', 200),
  jobTitle: optionalText(100),
  phone: optionalText(40),
  name: optionalText(200),
  userId: userId(),
})

/** Email change (spec 5.4). */
export const accountEmailSchema = z.object({ email: email(), userId: userId() })

/** Password change (spec 5.4). */
export const accountPasswordSchema = z
  .object({
    currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required').max(1024),
    newPassword: newPassword(),
    confirmPassword: z.string({ error: 'Please confirm your new password' }).min(1, 'Please confirm your new password'),
    userId: userId(),
  })
  .refine((data) => confirmationMatches(data.newPassword, data.confirmPassword), confirmationMismatch)

export type ProfileInput = z.input<typeof profileSchema>
export type AccountEmailInput = z.input<typeof accountEmailSchema>
export type AccountPasswordInput = z.input<typeof accountPasswordSchema>
