const longDateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/London' })
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/London' })

/** A date as people in the UK write it: "3 December 2026". */
export const longDate = (value: string | Date): string => longDateFormat.format(new Date(value))

/** A moment in UK time, for promises with a deadline: "3 Dec 2026, 14:30". */
export const londonDateTime = (value: string | Date): string => dateTimeFormat.format(new Date(value))
