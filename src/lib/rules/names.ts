import { sameUkDay } from './ukTime'

type NameParts = { firstName?: string | null; lastName?: string | null; name?: string | null; email: string }

/** First and last name joined, each trimmed; empty when neither is given. */
export const fullName = ({ firstName, lastName }: { firstName?: string | null; lastName?: string | null }): string =>
  [firstName?.trim(), lastName?.trim()].filter(Boolean).join(' ')

/** Avatar initial: first name's, otherwise the email's (spec 2.4). */
export const avatarInitial = (user: NameParts): string => (user.firstName?.trim()?.[0] ?? user.email[0] ?? '?').toUpperCase()

/** Display name: first name, else first word of name, else the email before the at-sign (spec 2.4). */
export const displayName = (user: NameParts): string =>
  user.firstName?.trim() || user.name?.trim().split(/\s+/)[0] || user.email.split('@')[0]

/** Secondary line: the full name when first and last name exist, otherwise the email (spec 2.4). */
export const secondaryLine = (user: NameParts): string =>
  user.firstName?.trim() && user.lastName?.trim() ? fullName(user) : user.email

/** Dashboard greeting: first name, then full name, then email (spec 2.10). */
export const greetingName = (user: NameParts): string => user.firstName?.trim() || user.name?.trim() || user.email

/**
 * The dashboard's heading: "Welcome" on the day the account was made (UK time), the learner's first visit, and
 * "Welcome back" on any later day.
 */
export const dashboardGreeting = (user: NameParts & { createdAt: string }, now = new Date()): string =>
  `${sameUkDay(user.createdAt, now) ? 'Welcome' : 'Welcome back'}, ${greetingName(user)}!`
