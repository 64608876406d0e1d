import { z } from 'zod'

/** Field rules shared by several forms, with the exact messages of spec section 5. */

const emailMessage = 'Please enter a valid email address'
const passwordLengthMessage = 'Password must be at least 6 characters long'
export const passwordsMismatchMessage = "Passwords don't match"
const maxPasswordLength = 128

/** A required text field: trimmed, at least one character, at most `max`. */
export const requiredText = (message: string, max = 200) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Must be at most ${max} characters`)

/** An optional text field: empty strings and null become undefined. */
export const optionalText = (max = 200) =>
  z
    .string({ error: 'Must be text' })
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : undefined))

/** One of `values`, or null for "not said" (left out, null, or a form's empty choice). */
export const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .union([z.enum(values), z.literal('')], { error: message })
    .nullish()
    .transform((value) => value || null)

/** An email address, trimmed and lower-cased (CONTRACT.md). */
export const email = () =>
  z
    .string({ error: emailMessage })
    .trim()
    .toLowerCase()
    .max(254, emailMessage)
    .pipe(z.email({ error: emailMessage }))

/** A new password: at least 6 characters (spec), at most 128. */
export const newPassword = () =>
  z
    .string({ error: passwordLengthMessage })
    .min(6, passwordLengthMessage)
    .max(maxPasswordLength, `Password must be at most ${maxPasswordLength} characters long`)

/** A record's id (a UUID), with the message to show when it is not one. */
export const uuid = (message: string) => z.string({ error: message }).regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, message)

/** The id of the signed-in user, which the screens still send (spec section 7). */
export const userId = () => z.string({ error: 'Invalid user id' }).max(64, 'Invalid user id').optional()

/** Spec 5.2-5.4: a confirmation, when given, must equal the password ("Passwords don't match", on confirmPassword). */
export const confirmationMatches = (password: string, confirmPassword: string | undefined): boolean =>
  confirmPassword === undefined || confirmPassword === password

export const confirmationMismatch = { message: passwordsMismatchMessage, path: ['confirmPassword'] }
