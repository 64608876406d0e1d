const longDateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/London' })
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/London' })
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' })

/** A date as people in the UK write it: "3 December 2026". */
export const longDate = (value: string | Date): string => longDateFormat.format(new Date(value))

/** A moment in UK time, for promises with a deadline: "3 Dec 2026, 14:30". */
export const londonDateTime = (value: string | Date): string => dateTimeFormat.format(new Date(value))

/** Whether two moments fall on the same day in the UK. */
export const sameUkDay = (one: string | Date, other: string | Date): boolean => dayFormat.format(new Date(one)) === dayFormat.format(new Date(other))
