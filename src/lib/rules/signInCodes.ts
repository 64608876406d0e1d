/**
 * Signing in with an emailed code (WCAG 2.2, 3.3.8: no password to remember): one mail carries a 6-digit code and a
 * link. Each works once, for 15 minutes; a code is dead after 5 wrong tries; a newer code ends the older ones. The same
 * codes, mailed without a link, confirm closing the account or changing its email instead of the password.
 */
export const signInCodeDigits = 6
export const signInCodeMinutes = 15
export const signInCodeTries = 5

/**
 * At most this many codes are mailed to one account in `signInCodeMinutes`, counted apart for signing in (more asks get
 * the same answer and no mail) and for confirming (more asks get a 429).
 */
export const signInCodeMailsPerWindow = 3

/** The page the mailed link opens: it shows a "Sign in" button and signs in only when it is pressed. */
export const signInLinkPath = '/v1/sign-in'

export const signInCodeMessages = {
  sent: `If an account exists for that email, we've sent it a ${signInCodeDigits}-digit code and a link to sign in. Each works once, for ${signInCodeMinutes} minutes.`,
  wrong: 'That code is not right, or it has expired. Check the newest email from us, or ask for a new code.',
  linkInvalid: 'This sign-in link has been used or has expired. Ask for a new code on the sign-in page.',
} as const

/** "Email me a code" on the account page, to close the account or change its email without the password. */
export const confirmationCodeMessages = {
  sent: (email: string) => `We've emailed a ${signInCodeDigits}-digit code to ${email}. It works once, for ${signInCodeMinutes} minutes.`,
  tooMany: `We have emailed you ${signInCodeMailsPerWindow} codes in the last ${signInCodeMinutes} minutes. Wait a few minutes, then ask for a new one.`,
} as const
