import 'server-only'

import { randomUUID } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import { ValidationError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook, type CollectionBeforeDeleteHook, type Payload } from 'payload'

import type { MentoringSlot } from '@/payload-types'
import type { TableRow } from '@/lib/server/db/tableRow'
import type { mentoring_slots } from '@/payload-generated-schema'
import { relationId } from '@/lib/rules/ids'

import { mayChangeBooking, weeklyStarts } from './contract/rules'
import type { FreeSlotBody } from './contract/schemas'

const refuse = (path: string, message: string): never => {
  throw new ValidationError({ errors: [{ path, message }] })
}

/** What a booked learner was promised: a booked slot keeps these until its booking is cancelled. */
const promisedFields = ['startsAt', 'durationMinutes', 'how', 'videoUrl', 'mentor'] as const

/**
 * A slot starts in the future and does not overlap another of the same mentor's; a booked slot keeps its time, length,
 * mentor and way of calling (cancel the booking first, which tells the learner). A weekly pattern gets its series id.
 */
export const checkSlot: CollectionBeforeChangeHook<MentoringSlot> = async ({ data, originalDoc, operation, req }) => {
  const merged = { ...originalDoc, ...data }
  const startsAt = new Date(merged.startsAt ?? '')
  const mentorId = relationId(merged.mentor)
  const db = req.payload.db.drizzle
  const timeChanged = operation === 'create' || (data.startsAt !== undefined && Date.parse(data.startsAt) !== Date.parse(originalDoc?.startsAt ?? ''))
  if (timeChanged && !(startsAt.getTime() > Date.now())) refuse('startsAt', 'A mentoring slot must start in the future.')
  if (operation === 'update' && originalDoc) {
    const plain = (field: (typeof promisedFields)[number], value: unknown) =>
      field === 'startsAt' && typeof value === 'string' ? String(Date.parse(value)) : String(relationId(value) ?? '')
    const changed = promisedFields.some((field) => field in data && plain(field, data[field]) !== plain(field, originalDoc[field]))
    if (changed) {
      const booked = await db.execute(sql`SELECT 1 FROM mentoring_bookings WHERE active_slot = ${String(originalDoc.id)}`)
      if (booked.rows.length) refuse('startsAt', 'A learner has booked this time: cancel their booking first (it emails them), then change the slot.')
    }
  }
  if (mentorId && !Number.isNaN(startsAt.getTime()) && typeof merged.durationMinutes === 'number') {
    const overlapping = await db.execute(sql`
      SELECT 1 FROM mentoring_slots
      WHERE mentor_id = ${mentorId} AND id <> ${originalDoc?.id ?? '00000000-0000-0000-0000-000000000000'}
        AND starts_at < ${startsAt.toISOString()}::timestamptz + make_interval(mins => ${merged.durationMinutes})
        AND starts_at + make_interval(mins => duration_minutes::int) > ${startsAt.toISOString()}::timestamptz
      LIMIT 1`)
    if (overlapping.rows.length) refuse('startsAt', 'This overlaps another slot of the same mentor.')
  }
  if (operation === 'create') {
    // A slot the pattern adds comes with its series (staff cannot set one: the field is the server's).
    if (!data.repeatWeeklyUntil) return data
    if (weeklyStarts(startsAt, new Date(data.repeatWeeklyUntil)).length === 0) refuse('repeatWeeklyUntil', 'Repeat until a day on or after the first slot, or leave it empty for one slot.')
    return { ...data, series: randomUUID() }
  }
  return { ...data, repeatWeeklyUntil: originalDoc?.repeatWeeklyUntil ?? null }
}

/** Adds the rest of a weekly pattern when its first slot is added, in the same transaction. */
export const addWeeklySlots: CollectionAfterChangeHook<MentoringSlot> = async ({ doc, operation, req }) => {
  // The slots it adds have no "Repeat weekly until" of their own, so they add none.
  if (operation !== 'create' || !doc.repeatWeeklyUntil || !doc.series) return doc
  const [, ...later] = weeklyStarts(new Date(doc.startsAt), new Date(doc.repeatWeeklyUntil))
  for (const startsAt of later) {
    await req.payload.create({
      collection: 'mentoring-slots',
      data: {
        mentor: relationId(doc.mentor) ?? '',
        startsAt: startsAt.toISOString(),
        startsAt_tz: doc.startsAt_tz,
        durationMinutes: doc.durationMinutes,
        how: doc.how,
        videoUrl: doc.videoUrl,
        series: doc.series,
      },
      overrideAccess: true,
      req,
    })
  }
  return doc
}

/** A slot that was ever booked stays, for the record of the bookings made for it. */
export const refuseDeletingBookedSlot: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const booked = await req.payload.db.drizzle.execute(sql`SELECT 1 FROM mentoring_bookings WHERE slot_id = ${String(id)} LIMIT 1`)
  if (booked.rows.length) throw new ValidationError({ errors: [{ path: 'startsAt', message: 'This slot has bookings, so it stays for the record. A learner can no longer book it once it has passed.' }] })
}

/** A free slot as a learner picks it. */
export type FreeSlot = FreeSlotBody

type FreeSlotRow = Pick<TableRow<typeof mentoring_slots>, 'id' | 'starts_at' | 'duration_minutes' | 'how'> & { mentor_name: string; mentor_title: string }

/** The slots a learner can book now: unbooked, and at least 2 hours away. Soonest first. */
export const findFreeSlots = async (payload: Payload, now = new Date()): Promise<FreeSlot[]> => {
  const result = await payload.db.drizzle.execute(sql`
    SELECT s.id, s.starts_at, s.duration_minutes, s.how, p.name AS mentor_name, p.title AS mentor_title
    FROM mentoring_slots s JOIN people p ON p.id = s.mentor_id
    WHERE s.starts_at > ${now.toISOString()}::timestamptz
      AND NOT EXISTS (SELECT 1 FROM mentoring_bookings b WHERE b.active_slot = s.id::text)
    ORDER BY s.starts_at, s.id
    LIMIT 200`)
  return (result.rows as FreeSlotRow[])
    .filter((row) => mayChangeBooking(row.starts_at, now))
    .slice(0, 100)
    .map((row) => ({
      id: String(row.id),
      startsAt: new Date(row.starts_at).toISOString(),
      durationMinutes: Number(row.duration_minutes),
      how: row.how,
      mentor: { name: row.mentor_name, title: row.mentor_title },
    }))
}

/** A mentor with bookings stays, for the record of those calls: staff are told so, in words. */
export const refuseDeletingMentorWithBookings: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const booked = await req.payload.db.drizzle.execute(sql`SELECT 1 FROM mentoring_bookings WHERE mentor_id = ${String(id)} LIMIT 1`)
  if (booked.rows.length) {
    throw new ValidationError({ errors: [{ path: 'name', message: 'Learners have booked mentoring calls with this person, so they stay, for the record of those calls.' }] })
  }
}

/** Who holds a slot now: the booking and the learner's name, or null while it is free. */
export const findSlotBooking = async (payload: Payload, slotId: string): Promise<{ bookingId: string; learnerName: string } | null> => {
  const result = await payload.db.drizzle.execute(sql`
    SELECT b.id, u.name FROM mentoring_bookings b JOIN course_users u ON u.id = b.learner_id WHERE b.active_slot = ${slotId}`)
  const row = result.rows[0] as { id: string; name: string } | undefined
  return row ? { bookingId: String(row.id), learnerName: row.name } : null
}
