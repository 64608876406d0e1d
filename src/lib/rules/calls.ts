import { TZDate } from '@date-fns/tz'
import { addDays } from 'date-fns'

import { ukDayLabel, ukTimeLabel, ukTimeZone } from './ukTime'

/**
 * The fortnightly calls' rules that both sides share: when the join link shows, how a series repeats in UK time, and
 * how a call's time reads.
 */

export const callLimits = {
  titleLength: 120,
  descriptionLength: 1000,
  minMinutes: 15,
  maxMinutes: 240,
  /** A series repeats for at most a year. */
  seriesSessions: 27,
} as const

/** The join link shows this long before the start, until the end. */
export const joinOpensMinutesBefore = 15

/** The reminder mail goes this long before a call. */
export const callReminderHours = 24

/** The calendar feed lists upcoming calls and those of this many past days. */
export const feedPastDays = 30

/** A fortnightly series: every this many days, at the same UK time. */
export const seriesEveryDays = 14

const minute = 60_000

export type CallTimes = { startsAt: string | Date; durationMinutes: number }

export const callEndsAt = ({ startsAt, durationMinutes }: CallTimes): Date => new Date(new Date(startsAt).getTime() + durationMinutes * minute)

export const joinOpensAt = ({ startsAt }: Pick<CallTimes, 'startsAt'>): Date => new Date(new Date(startsAt).getTime() - joinOpensMinutesBefore * minute)

/** Whether the join link shows now: from 15 minutes before the start until the end. */
export const isJoinOpen = (call: CallTimes, now: Date): boolean => now >= joinOpensAt(call) && now < callEndsAt(call)

/**
 * The starts of a repeating series from its first start up to the end of `until`'s day in the UK: each `everyDays`
 * on, at the same UK clock time, so a 19:00 call stays 19:00 across the clock changes. The first start is included.
 */
export const repeatingStarts = (first: Date, until: Date, everyDays: number, most: number = callLimits.seriesSessions): Date[] => {
  const firstInUk = new TZDate(first.getTime(), ukTimeZone)
  const untilInUk = new TZDate(until.getTime(), ukTimeZone)
  const lastDay = new TZDate(untilInUk.getFullYear(), untilInUk.getMonth(), untilInUk.getDate() + 1, 0, 0, ukTimeZone)
  const starts: Date[] = []
  for (let index = 0; index < most; index += 1) {
    const start = addDays(firstInUk, index * everyDays)
    if (start.getTime() >= lastDay.getTime()) break
    starts.push(new Date(start.getTime()))
  }
  return starts
}

/** A fortnightly series of calls (at most a year of them). */
export const fortnightlyStarts = (first: Date, until: Date): Date[] => repeatingStarts(first, until, seriesEveryDays)

/** "19:00 to 20:00". */
export const timeRangeLabel = (call: CallTimes): string => `${ukTimeLabel(call.startsAt)} to ${ukTimeLabel(callEndsAt(call))}`

/** "Tuesday 30 March 2027, 19:00 to 20:00 UK time". */
export const callTimeLabel = (call: CallTimes): string => `${ukDayLabel(call.startsAt)}, ${timeRangeLabel(call)} UK time`

/** The file name of one call's calendar file: "solving-tech-call-2027-03-30.ics". */
export const callFileName = (startsAt: string | Date): string => {
  const day = new TZDate(new Date(startsAt).getTime(), ukTimeZone)
  const pad = (value: number) => String(value).padStart(2, '0')
  return `solving-tech-call-${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}.ics`
}

/** Staff give calls a join link of their video service: an https address. */
export const isJoinUrl = (value: unknown): boolean => {
  if (typeof value !== 'string' || value.length > 500) return false
  try {
    return new URL(value).protocol === 'https:'
  } catch {
    return false
  }
}
