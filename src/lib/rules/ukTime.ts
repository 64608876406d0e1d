import { TZDate } from '@date-fns/tz'
import { startOfWeek } from 'date-fns'

/**
 * UK time, in one home: the programme runs in the UK, so every date and time a person reads (a page, a mail, the
 * admin, a calendar file) and every "day" or "week" a rule counts is the UK's, across the clock changes.
 */
export const ukTimeZone = 'Europe/London'

const longDateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: ukTimeZone })
const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: ukTimeZone })
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: ukTimeZone })
const isoDayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: ukTimeZone })
const dayLabelFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: ukTimeZone })
const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: ukTimeZone })
const monthFormat = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: ukTimeZone })
const isoMonthFormat = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', timeZone: ukTimeZone })

/** A date as people in the UK write it: "3 December 2026". */
export const longDate = (value: string | Date): string => longDateFormat.format(new Date(value))

/** "3 Dec 2026" (the admin's tables). */
export const ukDate = (value: string | Date): string => dateFormat.format(new Date(value))

/** A moment in UK time: "3 Dec 2026, 14:30". */
export const ukDateTime = (value: string | Date): string => dateTimeFormat.format(new Date(value))

/** "Tuesday 30 March 2027", built from its parts so every ICU version (server, phone) writes it the same. */
export const ukDayLabel = (instant: string | Date): string => {
  const parts = Object.fromEntries(dayLabelFormat.formatToParts(new Date(instant)).map((part) => [part.type, part.value]))
  return `${parts.weekday} ${parts.day} ${parts.month} ${parts.year}`
}

/** "19:00" in the UK. */
export const ukTimeLabel = (instant: string | Date): string => timeFormat.format(new Date(instant))

/** "September 2026". */
export const ukMonthLabel = (instant: string | Date): string => monthFormat.format(new Date(instant))

/** A month as 2026-09, in UK time: months compare as text. */
export const ukYearMonth = (instant: string | Date): string => isoMonthFormat.format(new Date(instant)).slice(0, 7)

/** Whether two moments fall on the same day in the UK. */
/** The UK day an instant falls in, as an ISO date: "2026-12-03". */
export const ukIsoDay = (instant: string | Date): string => isoDayFormat.format(new Date(instant))

export const sameUkDay = (one: string | Date, other: string | Date): boolean => isoDayFormat.format(new Date(one)) === isoDayFormat.format(new Date(other))

/** The start and end of the UK day `instant` falls in (a day of 23 or 25 hours when the clocks change). */
export const ukDayBounds = (instant: Date): { from: Date; to: Date } => {
  const day = new TZDate(instant.getTime(), ukTimeZone)
  const from = new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), 0, 0, ukTimeZone)
  const to = new TZDate(day.getFullYear(), day.getMonth(), day.getDate() + 1, 0, 0, ukTimeZone)
  return { from: new Date(from.getTime()), to: new Date(to.getTime()) }
}

/** The start of the week `now` is in: Monday 00:00, UK time. */
export const ukWeekStart = (now: Date): Date => new Date(startOfWeek(new TZDate(now.getTime(), ukTimeZone), { weekStartsOn: 1 }).getTime())

/** An hour of the day as people say it: "7am", "8pm", "noon", "midnight". */
export const hourLabel = (hour: number): string => (hour === 0 ? 'midnight' : hour < 12 ? `${hour}am` : hour === 12 ? 'noon' : `${hour - 12}pm`)
