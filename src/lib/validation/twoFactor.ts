import { z } from 'zod'

const codeMessage = 'Enter the 6-digit code from your authenticator app'

/** The six digits an authenticator app shows (spaces ignored). */
export const appCode = () =>
  z
    .string({ error: codeMessage })
    .transform((code) => code.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, codeMessage))

/** Setting up two-factor sign-in: from your account page (signed in), or at sign-in with the setup ticket. */
export const twoFactorSetupSchema = z.object({ setupTicket: z.string().max(300).optional() })

/** Turning it on: the first code from the app proves it holds the secret. */
export const twoFactorEnableSchema = z.object({ code: appCode(), setupTicket: z.string().max(300).optional() })

/** New recovery codes: a current code from the app. */
export const recoveryCodesSchema = z.object({ code: appCode() })

/** Turning it off yourself: your password and a current code from the app. */
export const twoFactorDisableSchema = z.object({
  currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required').max(1024),
  code: appCode(),
})

const ownPasswordMessage = "Enter your own password to turn off a colleague's two-factor sign-in."

/** Turning a colleague's off (a lost phone): your own password, as for changing their email or password. */
export const twoFactorResetSchema = z.object({
  currentPassword: z.string({ error: ownPasswordMessage }).min(1, ownPasswordMessage).max(1024),
})
