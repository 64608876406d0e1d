import { z } from 'zod'

import { signInCodeDigits } from '@/lib/rules/signInCodes'

import { email } from './fields'

const codeMessage = `Enter the ${signInCodeDigits}-digit code from the email`

/** A code we emailed, as typed: spaces and dashes in it do not matter. */
export const mailedCode = () =>
  z
    .string({ error: codeMessage })
    .max(32, codeMessage)
    .transform((code) => code.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(new RegExp(`^\\d{${signInCodeDigits}}$`), codeMessage))

/** "Email me a sign-in code". */
export const signInCodeRequestSchema = z.object({ email: email() })

/** The code as typed, with the email it was sent to. */
export const signInWithCodeSchema = z.object({ email: email(), code: mailedCode() })

/** The link's token, sent when the person presses "Sign in" on the page the link opens. */
export const signInWithLinkSchema = z.object({
  token: z.string({ error: 'The sign-in link is incomplete' }).trim().min(1, 'The sign-in link is incomplete').max(256, 'The sign-in link is incomplete'),
})

export type SignInCodeRequestInput = z.input<typeof signInCodeRequestSchema>
export type SignInWithCodeInput = z.input<typeof signInWithCodeSchema>
