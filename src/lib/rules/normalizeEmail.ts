/** Emails are trimmed and lower-cased before they are stored or compared (CONTRACT.md, "The user object"). */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase()
