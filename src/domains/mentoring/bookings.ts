import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import { ValidationError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook, type Payload } from 'payload'

import { enrolledSql } from '@/domains/learning'
import { mailEventKey, queueMailWith, recordMail, sendRecordedMails, type MailEvent } from '@/domains/mail'
import { ukDayBounds } from '@/lib/rules/ukTime'
import { inTransaction, type SqlExecutor } from '@/lib/server/db/inTransaction'
import type { MentoringBooking } from '@/payload-types'
import type { TableRow } from '@/lib/server/db/tableRow'
import { Refusal } from '@/lib/server/http/apiError'
import type { mentoring_slots } from '@/payload-generated-schema'

import { mayChangeBooking, mentoringLimits, mentoringMessages, type BookingStatus, type MentoringHow } from './contract/rules'
import type { MentoringBookingBody } from './contract/schemas'

/** A booking as its learner sees it. */
export type LearnerBooking = MentoringBookingBody

/** Why a booking or a change was refused, for the endpoint to answer. */
export type BookingRefusal = 'not-enrolled' | 'no-slot' | 'no-booking' | 'taken' | 'too-late' | 'limit' | 'phone-needed' | 'not-booked'

export class BookingRefused extends Refusal<BookingRefusal> {}

type BookingRow = {
  id: string
  status: BookingStatus
  starts_at: string | Date
  duration_minutes: string | number
  how: MentoringHow
  video_url: string | null
  phone: string | null
  mentor_name: string
  mentor_title: string
  course_id: string
  course_title: string
  topic: string
  agreed_actions: string | null
}

const bookingSelect = sql`
  SELECT b.id, b.status, b.starts_at, s.duration_minutes, s.how, s.video_url, b.phone, p.name AS mentor_name, p.title AS mentor_title,
    c.id AS course_id, c.title AS course_title, b.topic, b.agreed_actions
  FROM mentoring_bookings b JOIN mentoring_slots s ON s.id = b.slot_id JOIN people p ON p.id = b.mentor_id JOIN courses c ON c.id = b.course_id`

const toLearnerBooking = (row: BookingRow, now: Date): LearnerBooking => ({
  id: String(row.id),
  status: row.status,
  startsAt: new Date(row.starts_at).toISOString(),
  durationMinutes: Number(row.duration_minutes),
  how: row.how,
  videoUrl: row.status === 'booked' && row.how === 'video' ? row.video_url : null,
  phone: row.phone,
  mentor: { name: row.mentor_name, title: row.mentor_title },
  course: { id: String(row.course_id), title: row.course_title },
  topic: row.topic,
  agreedActions: row.agreed_actions,
  canChange: row.status === 'booked' && mayChangeBooking(row.starts_at, now),
})

/** The learner's bookings, newest first. */
export const findLearnerBookings = async (payload: Payload, learnerId: string, now = new Date()): Promise<LearnerBooking[]> => {
  const result = await payload.db.drizzle.execute(sql`${bookingSelect} WHERE b.learner_id = ${learnerId} ORDER BY b.starts_at DESC LIMIT 100`)
  return (result.rows as BookingRow[]).map((row) => toLearnerBooking(row, now))
}

/** One of the learner's own bookings; null for anyone else's. */
export const findOwnBooking = async (db: SqlExecutor, learnerId: string, bookingId: string, now = new Date()): Promise<LearnerBooking | null> => {
  const result = await db.execute(sql`${bookingSelect} WHERE b.id = ${bookingId} AND b.learner_id = ${learnerId}`)
  const row = result.rows[0] as BookingRow | undefined
  return row ? toLearnerBooking(row, now) : null
}

type MentoringMailKind = 'mentoringBooked' | 'mentoringMoved' | 'mentoringCancelled'

/** A booking's mail to its learner, as of the booking's own transaction. */
const bookingMail = async (db: SqlExecutor, kind: MentoringMailKind, bookingId: string, sequence: number): Promise<MailEvent> => {
  const result = await db.execute(sql`
    SELECT u.email, u.id AS learner_id, b.course_id FROM mentoring_bookings b JOIN course_users u ON u.id = b.learner_id WHERE b.id = ${bookingId}`)
  const row = result.rows[0] as { email: string; learner_id: string; course_id: string | null }
  return { kind, eventKey: mailEventKey(kind, bookingId, sequence), to: row.email, learnerId: String(row.learner_id), courseId: row.course_id, mentoringBookingId: bookingId }
}

/** Records a booking's mail in the booking's own transaction; its id, or null when it was recorded before. */
const recordBookingMail = async (db: SqlExecutor, kind: MentoringMailKind, bookingId: string, sequence: number): Promise<string | null> =>
  recordMail(db, await bookingMail(db, kind, bookingId, sequence))

const sendAfterCommit = (payload: Payload, deliveryId: string | null, label: string) => {
  if (deliveryId) sendRecordedMails(payload, [String(deliveryId)], label)
}

type SlotRow = Pick<TableRow<typeof mentoring_slots>, 'id' | 'starts_at' | 'how' | 'mentor_id'>

const openSlot = async (db: SqlExecutor, slotId: string, now: Date): Promise<SlotRow> => {
  const slot = (await db.execute(sql`SELECT id, starts_at, how, mentor_id FROM mentoring_slots WHERE id = ${slotId}`)).rows[0] as SlotRow | undefined
  if (!slot) throw new BookingRefused('no-slot', 'No such mentoring slot')
  if (!mayChangeBooking(slot.starts_at, now)) throw new BookingRefused('too-late', mentoringMessages.tooLate)
  return slot
}

export type BookingRequest = { learnerId: string; slotId: string; courseId: string; topic: string; phone?: string }

/**
 * Books a slot for the learner, in one transaction: they must be a learner of the course, under its limit of
 * mentoring calls, and the slot free and at least 2 hours away. The slot is taken by inserting a booking that holds
 * it (a unique column): of two learners booking the same slot at once, one insert wins and the other is refused.
 * The confirmation mail is recorded with it and sent once it is stored.
 */
export const bookSlot = async (payload: Payload, request: BookingRequest, now = new Date()): Promise<LearnerBooking> => {
  const { booking, deliveryId } = await inTransaction(payload, async (_req, db) => {
    // The learner's enrolment, locked: their bookings for the course are counted one request at a time.
    const enrolment = (
      await db.execute(sql`
        SELECT e.id, COALESCE(c.mentoring_calls_per_learner, ${mentoringLimits.perCourse}) AS per_learner FROM enrollments e JOIN courses c ON c.id = e.course_id
        WHERE e.user_id = ${request.learnerId} AND e.course_id = ${request.courseId} AND ${enrolledSql(sql`${request.learnerId}`, sql`${request.courseId}`)}
        FOR UPDATE OF e`)
    ).rows[0] as { id: string; per_learner: string | number | null } | undefined
    if (!enrolment) throw new BookingRefused('not-enrolled', mentoringMessages.notEnrolled)
    const slot = await openSlot(db, request.slotId, now)
    if (slot.how === 'phone' && !request.phone) throw new BookingRefused('phone-needed', mentoringMessages.phoneNeeded)
    const limit = Number(enrolment.per_learner)
    const used = (
      await db.execute(sql`SELECT count(*) AS used FROM mentoring_bookings WHERE learner_id = ${request.learnerId} AND course_id = ${request.courseId} AND status <> 'cancelled'`)
    ).rows[0] as { used: string | number }
    if (Number(used.used) >= limit) throw new BookingRefused('limit', mentoringMessages.limit(limit))
    const inserted = await db.execute(sql`
      INSERT INTO mentoring_bookings (slot_id, starts_at, mentor_id, learner_id, course_id, topic, phone, status, active_slot, sequence)
      VALUES (${slot.id}, ${new Date(slot.starts_at).toISOString()}, ${slot.mentor_id}, ${request.learnerId}, ${request.courseId}, ${request.topic},
        ${slot.how === 'phone' ? (request.phone ?? null) : null}, 'booked', ${String(slot.id)}, 0)
      ON CONFLICT (active_slot) DO NOTHING
      RETURNING id`)
    const row = inserted.rows[0] as { id: string } | undefined
    if (!row) throw new BookingRefused('taken', mentoringMessages.taken)
    const bookingId = String(row.id)
    return { booking: (await findOwnBooking(db, request.learnerId, bookingId, now))!, deliveryId: await recordBookingMail(db, 'mentoringBooked', bookingId, 0) }
  })
  sendAfterCommit(payload, deliveryId, 'send a mentoring booking mail')
  return booking
}

type LockedBooking = { id: string; status: BookingStatus; starts_at: string | Date; slot_id: string; sequence: string | number; phone: string | null }

const lockOwnBooking = async (db: SqlExecutor, learnerId: string, bookingId: string, now: Date): Promise<LockedBooking> => {
  const booking = (
    await db.execute(sql`SELECT id, status, starts_at, slot_id, sequence, phone FROM mentoring_bookings WHERE id = ${bookingId} AND learner_id = ${learnerId} FOR UPDATE`)
  ).rows[0] as LockedBooking | undefined
  if (!booking) throw new BookingRefused('no-booking', 'No such booking')
  if (booking.status !== 'booked') throw new BookingRefused('not-booked', 'This booking is not booked any more: it was cancelled or has taken place.')
  if (!mayChangeBooking(booking.starts_at, now)) throw new BookingRefused('too-late', mentoringMessages.tooLate)
  return booking
}

/** The learner cancels their booking, up to 2 hours before: the slot is free again, and they are mailed the cancellation. */
export const cancelBooking = async (payload: Payload, learnerId: string, bookingId: string, now = new Date()): Promise<LearnerBooking> => {
  const { booking, deliveryId } = await inTransaction(payload, async (_req, db) => {
    const locked = await lockOwnBooking(db, learnerId, bookingId, now)
    const sequence = Number(locked.sequence) + 1
    await db.execute(sql`
      UPDATE mentoring_bookings SET status = 'cancelled', active_slot = NULL, cancelled_at = now(), sequence = ${sequence}, updated_at = now() WHERE id = ${bookingId}`)
    return { booking: (await findOwnBooking(db, learnerId, bookingId, now))!, deliveryId: await recordBookingMail(db, 'mentoringCancelled', bookingId, sequence) }
  })
  sendAfterCommit(payload, deliveryId, 'send a mentoring cancellation mail')
  return booking
}

const uniqueViolation = (error: unknown): boolean => {
  const cause = (error as { cause?: { code?: string }; code?: string }) ?? {}
  return cause.code === '23505' || cause.cause?.code === '23505'
}

/**
 * The learner moves their booking to another free slot, up to 2 hours before either: the old time is free again,
 * and one mail cancels the old time in their calendar and sends the new one.
 */
export const moveBooking = async (payload: Payload, learnerId: string, bookingId: string, slotId: string, phone: string | undefined, now = new Date()): Promise<LearnerBooking> => {
  try {
    const { booking, deliveryId } = await inTransaction(payload, async (_req, db) => {
      const locked = await lockOwnBooking(db, learnerId, bookingId, now)
      if (String(locked.slot_id) === slotId) return { booking: (await findOwnBooking(db, learnerId, bookingId, now))!, deliveryId: null }
      const slot = await openSlot(db, slotId, now)
      const callTo = slot.how === 'phone' ? (phone ?? locked.phone) : null
      if (slot.how === 'phone' && !callTo) throw new BookingRefused('phone-needed', mentoringMessages.phoneNeeded)
      const taken = await db.execute(sql`SELECT 1 FROM mentoring_bookings WHERE active_slot = ${String(slot.id)}`)
      if (taken.rows.length) throw new BookingRefused('taken', mentoringMessages.taken)
      const sequence = Number(locked.sequence) + 1
      await db.execute(sql`
        UPDATE mentoring_bookings SET slot_id = ${slot.id}, active_slot = ${String(slot.id)}, starts_at = ${new Date(slot.starts_at).toISOString()},
          mentor_id = ${slot.mentor_id}, phone = ${callTo}, moved_from_id = ${locked.slot_id}, sequence = ${sequence}, updated_at = now()
        WHERE id = ${bookingId}`)
      return { booking: (await findOwnBooking(db, learnerId, bookingId, now))!, deliveryId: await recordBookingMail(db, 'mentoringMoved', bookingId, sequence) }
    })
    sendAfterCommit(payload, deliveryId, 'send a mentoring move mail')
    return booking
  } catch (error) {
    // Another learner took the slot between the check and the update: the unique column refused the second.
    if (uniqueViolation(error)) throw new BookingRefused('taken', mentoringMessages.taken)
    throw error
  }
}

/**
 * Staff set a booking's outcome: attended, a no-show, or cancelled (which frees the slot and mails the learner). A
 * cancelled booking stays cancelled: the learner books again.
 */
export const stampBookingChange: CollectionBeforeChangeHook<MentoringBooking> = ({ data, originalDoc, operation }) => {
  if (operation !== 'update' || !originalDoc || data.status === undefined || data.status === originalDoc.status) return data
  if (originalDoc.status === 'cancelled') {
    throw new ValidationError({ errors: [{ path: 'status', message: 'A cancelled booking stays cancelled: the learner can book another time.' }] })
  }
  if (data.status !== 'cancelled') return data
  return { ...data, activeSlot: null, cancelledAt: new Date().toISOString(), sequence: (originalDoc.sequence ?? 0) + 1 }
}

/** Mails the learner when staff cancel their booking, in the staff member's save transaction. */
export const carryOutStaffCancellation: CollectionAfterChangeHook<MentoringBooking> = async ({ doc, previousDoc, req, operation }) => {
  if (operation !== 'update' || doc.status !== 'cancelled' || previousDoc?.status === 'cancelled') return doc
  await inTransaction(req.payload, async (transactionReq, db) => queueMailWith(transactionReq, await bookingMail(db, 'mentoringCancelled', String(doc.id), doc.sequence ?? 0)), req)
  return doc
}

/** The courses a learner can book mentoring for: those they are enrolled in with lessons open, whose limit is not 0. */
export const coursesToBookFor = async (payload: Payload, learnerId: string): Promise<{ id: string; title: string }[]> => {
  const result = await payload.db.drizzle.execute(sql`
    SELECT course.id, course.title FROM courses course
    WHERE COALESCE(course.mentoring_calls_per_learner, ${mentoringLimits.perCourse}) > 0 AND ${enrolledSql(sql`${learnerId}`, sql`course.id`)}
    ORDER BY course.title`)
  return (result.rows as { id: string; title: string }[]).map((row) => ({ id: String(row.id), title: row.title }))
}

/** A booking on a mentor's day, as staff see it on the admin home. */
export type DayBooking = { id: string; startsAt: string; durationMinutes: number; how: MentoringHow; status: BookingStatus; mentor: string; learner: string; course: string; phone: string | null }

/** The mentoring calls of the UK day `day` falls in, not cancelled, in order: the mentors' day. */
export const findBookingsOfDay = async (payload: Payload, day: Date): Promise<DayBooking[]> => {
  const { from, to } = ukDayBounds(day)
  const result = await payload.db.drizzle.execute(sql`
    SELECT b.id, b.starts_at, s.duration_minutes, s.how, b.status, p.name AS mentor, COALESCE(NULLIF(u.name, ''), u.email) AS learner, c.title AS course, b.phone
    FROM mentoring_bookings b JOIN mentoring_slots s ON s.id = b.slot_id JOIN people p ON p.id = b.mentor_id
      JOIN course_users u ON u.id = b.learner_id JOIN courses c ON c.id = b.course_id
    WHERE b.starts_at >= ${from.toISOString()} AND b.starts_at < ${to.toISOString()} AND b.status <> 'cancelled'
    ORDER BY b.starts_at, p.name`)
  type Row = { id: string; starts_at: string | Date; duration_minutes: string | number; how: MentoringHow; status: BookingStatus; mentor: string; learner: string; course: string; phone: string | null }
  return (result.rows as Row[]).map((row) => ({
    id: String(row.id),
    startsAt: new Date(row.starts_at).toISOString(),
    durationMinutes: Number(row.duration_minutes),
    how: row.how,
    status: row.status,
    mentor: row.mentor,
    learner: row.learner,
    course: row.course,
    phone: row.phone,
  }))
}
