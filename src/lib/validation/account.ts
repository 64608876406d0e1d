import { z } from 'zod'

import { currentPasswordIncorrectMessage, currentPasswordRequiredMessage } from './accountMessages'
import { email, newPassword, optionalText, confirmationMatches, confirmationMismatch, requiredText, userId } from './fields'
import { mailedCode } from './signInCode'

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

export { currentPasswordIncorrectMessage }

const currentPassword = () => z.string({ error: currentPasswordRequiredMessage }).min(1, currentPasswordRequiredMessage).max(1024)

const bothProofsMessage = 'Give your current password or the code from the email, not both'

/**
 * Proof that it is the learner, for a change of email or closing the account: their current password, or instead a
 * code we email them (`code`, from POST /api/v1/account/confirmation-code) when the account has no password or they do
 * not have it to hand. One of the two: with neither, `passwordMessage` on `currentPassword`.
 */
export const passwordOrCode = (passwordMessage: string) => ({
  fields: { currentPassword: z.string({ error: passwordMessage }).max(1024).optional(), code: mailedCode().optional() },
  oneOfThem: ({ currentPassword, code }: { currentPassword?: string; code?: string }, context: z.RefinementCtx) => {
    if (code === undefined && !currentPassword) context.addIssue({ code: 'custom', path: ['currentPassword'], message: passwordMessage })
    if (code !== undefined && currentPassword) context.addIssue({ code: 'custom', path: ['code'], message: bothProofsMessage })
  },
})

const emailChangeProof = passwordOrCode(currentPasswordRequiredMessage)

/** Email change (spec 5.4), proven with the current password or an emailed code (CONTRACT.md). */
export const accountEmailSchema = z.object({ email: email(), ...emailChangeProof.fields, userId: userId() }).superRefine(emailChangeProof.oneOfThem)

const confirmationTokenMessage = 'Confirmation token is required'

/** Confirm an email change with the token from the link mailed to the new address. */
export const confirmEmailSchema = z.object({
  token: z.string({ error: confirmationTokenMessage }).trim().min(1, confirmationTokenMessage).max(256, confirmationTokenMessage),
})

/** Password change (spec 5.4). */
export const accountPasswordSchema = z
  .object({
    currentPassword: currentPassword(),
    newPassword: newPassword(),
    confirmPassword: z.string({ error: 'Please confirm your new password' }).min(1, 'Please confirm your new password'),
    userId: userId(),
  })
  .refine((data) => confirmationMatches(data.newPassword, data.confirmPassword), confirmationMismatch)

/** The first password of an account that signs in by code (it has none to give as the current one). */
export const firstPasswordSchema = z
  .object({
    newPassword: newPassword(),
    confirmPassword: z.string({ error: 'Please confirm your new password' }).min(1, 'Please confirm your new password'),
    userId: userId(),
  })
  .refine((data) => confirmationMatches(data.newPassword, data.confirmPassword), confirmationMismatch)

export type FirstPasswordInput = z.input<typeof firstPasswordSchema>
export type ProfileInput = z.input<typeof profileSchema>
export type AccountEmailInput = z.input<typeof accountEmailSchema>
export type AccountPasswordInput = z.input<typeof accountPasswordSchema>
