import { z } from 'zod'

import { email, newPassword, confirmationMatches, confirmationMismatch } from './fields'

/** Request a reset link (spec 5.3). */
export const forgotPasswordSchema = z.object({ email: email() })

const resetToken = () =>
  z.string({ error: 'Reset token is required' }).trim().min(1, 'Reset token is required').max(256, 'Reset token is required')

/** Set a new password with a reset token, as the API takes it: token and password only (CONTRACT.md). */
export const resetPasswordSchema = z.object({ token: resetToken(), password: newPassword() })

/** The reset screen's form, which checks the confirmation itself. */
export const resetPasswordFormSchema = z
  .object({
    password: newPassword(),
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((data) => confirmationMatches(data.password, data.confirmPassword), confirmationMismatch)

export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>
export type ResetPasswordFormValues = z.input<typeof resetPasswordFormSchema>
