/** Dates as staff in the UK read them on the admin screens. */
const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Europe/London' })
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/London' })

/** "3 Dec 2026". */
export const adminDate = (value: string | Date): string => dateFormat.format(new Date(value))

/** "3 Dec 2026, 14:05". */
export const adminDateTime = (value: string | Date): string => dateTimeFormat.format(new Date(value))
