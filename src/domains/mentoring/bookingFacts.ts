import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { callTimeLabel } from '@/lib/rules/calls'
import { greetingName } from '@/lib/rules/names'

import type { BookingStatus, MentoringHow } from './contract/rules'
import { bookingCalendar, type BookingEvent } from './bookingCalendar'

type BookingFactsRow = {
  id: string
  status: BookingStatus
  sequence: string | number
  slot_id: string
  moved_from_id: string | null
  starts_at: string | Date
  topic: string
  phone: string | null
  duration_minutes: string | number
  how: MentoringHow
  video_url: string | null
  mentor_name: string
  course_title: string
  email: string
  first_name: string | null
  name: string | null
  old_starts_at: string | Date | null
  old_duration_minutes: string | number | null
}

export type BookingFacts = { row: BookingFactsRow; event: BookingEvent; firstName: string; when: string; where: string }

const whereOf = (row: Pick<BookingFactsRow, 'how' | 'video_url' | 'phone' | 'mentor_name'>): string =>
  row.how === 'phone' ? `${row.mentor_name} will phone you on ${row.phone ?? 'your number'}` : `Video call: ${row.video_url ?? ''}`

/**
 * The booking as it is now, with its learner (while their account is open) and, once moved, its old time; only the
 * learner's own when `learnerId` is given.
 */
export const bookingFacts = async (payload: Payload, bookingId: string | null | undefined, learnerId?: string): Promise<BookingFacts | null> => {
  if (!bookingId) return null
  const result = await payload.db.drizzle.execute(sql`
    SELECT b.id, b.status, b.sequence, b.slot_id, b.moved_from_id, b.starts_at, b.topic, b.phone, s.duration_minutes, s.how, s.video_url,
      p.name AS mentor_name, c.title AS course_title, u.email, u.first_name, u.name, old.starts_at AS old_starts_at, old.duration_minutes AS old_duration_minutes
    FROM mentoring_bookings b JOIN mentoring_slots s ON s.id = b.slot_id JOIN people p ON p.id = b.mentor_id JOIN courses c ON c.id = b.course_id
      JOIN course_users u ON u.id = b.learner_id AND u.closed_at IS NULL
      LEFT JOIN mentoring_slots old ON old.id = b.moved_from_id
    WHERE b.id = ${bookingId} ${learnerId ? sql`AND b.learner_id = ${learnerId}` : sql``}`)
  const row = result.rows[0] as BookingFactsRow | undefined
  if (!row) return null
  const times = { startsAt: row.starts_at, durationMinutes: Number(row.duration_minutes) }
  return {
    row,
    firstName: greetingName({ firstName: row.first_name, name: row.name, email: row.email }),
    when: callTimeLabel(times),
    where: whereOf(row),
    event: {
      bookingId: String(row.id),
      slotId: String(row.slot_id),
      sequence: Number(row.sequence),
      startsAt: new Date(row.starts_at).toISOString(),
      durationMinutes: Number(row.duration_minutes),
      mentorName: row.mentor_name,
      learnerEmail: row.email,
      location: whereOf(row),
      topic: row.topic,
    },
  }
}

/** "Add to calendar" for one of the learner's own bookings (a cancelled one as its cancellation); null for anyone else's. */
export const ownBookingCalendar = async (payload: Payload, learnerId: string, bookingId: string): Promise<string | null> => {
  const facts = await bookingFacts(payload, bookingId, learnerId)
  return facts ? bookingCalendar(facts.event, facts.row.status === 'cancelled' ? 'CANCEL' : 'PUBLISH') : null
}
