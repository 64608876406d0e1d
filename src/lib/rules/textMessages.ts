import type { PushKind } from './phoneNotifications'

/**
 * Text messages to a learner's confirmed mobile (src/domains/notifications): which reminders they can be, and the
 * rules of the number and its confirmation code. A text costs money, so only the day-before reminders go by text.
 */
export const textReminderKinds = ['callReminder', 'mentoringReminder'] as const satisfies readonly PushKind[]
export type TextReminderKind = (typeof textReminderKinds)[number]

/** What a text can be: the code that confirms the number, or a reminder. */
export const textKinds = ['mobileCode', ...textReminderKinds] as const
export type TextKind = (typeof textKinds)[number]

export const isTextReminderKind = (kind: string): kind is TextReminderKind => (textReminderKinds as readonly string[]).includes(kind)

export const textReminderLabels: Record<TextReminderKind, string> = {
  callReminder: 'A call tomorrow',
  mentoringReminder: 'A mentoring call tomorrow',
}

/** The confirmation code: six digits, for 15 minutes, dead after five wrong tries; three texts a number in 15 minutes. */
export const mobileCodeDigits = 6
export const mobileCodeMinutes = 15
export const mobileCodeTries = 5
export const mobileCodesPerWindow = 3

export const mobileMessages = {
  number: 'Enter a UK mobile number, such as 07700 900123',
  code: 'Enter the 6-digit code from the text',
  wrongCode: 'That code is not right, or it has expired. Check the newest text from us, or send a new code.',
  tooMany: `We have sent ${mobileCodesPerWindow} codes in the last ${mobileCodeMinutes} minutes. Wait a few minutes, then send a new code.`,
  off: 'Text reminders are not set up on this site.',
}

/**
 * A UK mobile number in the international form the providers take (+447…), from the ways people write it: 07700
 * 900123, +44 7700 900123, 0044 7700-900123, (07700) 900 123. Null for anything else (a landline, a foreign number).
 */
export const ukMobile = (input: string): string | null => {
  const compact = input.replace(/[\s().-]/g, '')
  const national = /^(?:\+44|0044|44)?0?(7\d{9})$/.exec(compact)?.[1]
  return national ? `+44${national}` : null
}

/** "07700 900123", as a UK reader writes their own number. */
export const ukMobileLabel = (international: string): string => {
  const national = `0${international.replace(/^\+44/, '')}`
  return `${national.slice(0, 5)} ${national.slice(5)}`
}

/** At most two text segments (GSM-7): a reminder longer than this is cut at a word. */
export const maxTextLength = 306
