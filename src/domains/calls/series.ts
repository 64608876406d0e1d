import 'server-only'

import { randomUUID } from 'node:crypto'

import { ValidationError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook } from 'payload'

import { fortnightlyStarts } from '@/lib/rules/calls'
import type { LiveSession } from '@/payload-types'

/** What a learner's calendar shows of a call: a change to any of these is a new version of the event. */
const calendarFields = ['title', 'description', 'startsAt', 'durationMinutes', 'joinUrl', 'cancelled', 'course'] as const

const sameValue = (a: unknown, b: unknown): boolean => {
  const plain = (value: unknown) => (value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : (value ?? null))
  const [left, right] = [plain(a), plain(b)]
  if (typeof left === 'string' && typeof right === 'string' && !Number.isNaN(Date.parse(left)) && /^\d{4}-/.test(left)) return Date.parse(left) === Date.parse(right)
  return left === right
}

/**
 * "Repeat every 2 weeks until" is for adding a series: it must fall on or after the first call's day, and editing a
 * call never repeats it again. A change to what calendars show raises the call's sequence, so subscribed calendars
 * replace their copy (and show a cancelled call as cancelled).
 */
export const stampCalendarChange: CollectionBeforeChangeHook<LiveSession> = ({ data, originalDoc, operation }) => {
  if (operation === 'create') {
    // A call the series adds comes with its series (staff cannot set one: the field is the server's).
    if (!data.repeatUntil) return { ...data, sequence: 0 }
    const starts = data.startsAt ? fortnightlyStarts(new Date(data.startsAt), new Date(data.repeatUntil)) : []
    if (starts.length === 0) {
      throw new ValidationError({ errors: [{ path: 'repeatUntil', message: 'Repeat until a day on or after the first call, or leave it empty for one call.' }] })
    }
    return { ...data, sequence: 0, series: randomUUID() }
  }
  if (!originalDoc) return data
  const changed = calendarFields.some((field) => field in data && !sameValue(data[field], originalDoc[field]))
  return { ...data, repeatUntil: originalDoc.repeatUntil ?? null, sequence: (originalDoc.sequence ?? 0) + (changed ? 1 : 0) }
}

/**
 * Adds the rest of a fortnightly series when its first call is added, in the same transaction: one call every two
 * weeks at the same UK time up to "Repeat every 2 weeks until", each its own call to edit or cancel.
 */
export const createFortnightlySeries: CollectionAfterChangeHook<LiveSession> = async ({ doc, operation, req }) => {
  // The calls it adds have no "Repeat until" of their own, so they add none.
  if (operation !== 'create' || !doc.repeatUntil || !doc.series) return doc
  const [, ...later] = fortnightlyStarts(new Date(doc.startsAt), new Date(doc.repeatUntil))
  for (const startsAt of later) {
    await req.payload.create({
      collection: 'live-sessions',
      data: {
        title: doc.title,
        description: doc.description,
        startsAt: startsAt.toISOString(),
        startsAt_tz: doc.startsAt_tz,
        durationMinutes: doc.durationMinutes,
        joinUrl: doc.joinUrl,
        course: doc.course,
        series: doc.series,
      },
      overrideAccess: true,
      req,
    })
  }
  return doc
}
