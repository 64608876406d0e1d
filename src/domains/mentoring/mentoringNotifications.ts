import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { mayNotifySql, queueNotifications, type PushComposer } from '@/domains/notifications'
import { pushEventKey } from '@/lib/rules/phoneNotifications'
import { ukTimeLabel } from '@/lib/rules/ukTime'

import { mentoringPagePath } from './bookingCalendar'
import { bookingFacts } from './bookingFacts'

/**
 * The phone reminder of each booking starting within 24 hours, for learners with a phone with notifications on: once
 * per booking and time (a booking moved to another time is reminded again). `now` is the sweep's clock.
 */
export const recordMentoringPushes = async (payload: Payload, now: Date): Promise<void> => {
  const result = await payload.db.drizzle.execute(sql`
    SELECT b.id, b.slot_id, b.course_id, u.id AS learner_id
    FROM mentoring_bookings b JOIN course_users u ON u.id = b.learner_id
    WHERE b.status = 'booked'
      AND b.starts_at > ${now.toISOString()}
      AND b.starts_at <= ${now.toISOString()}::timestamptz + interval '24 hours'
      AND u.closed_at IS NULL AND ${mayNotifySql('u')}`)
  const rows = result.rows as { id: string; slot_id: string; course_id: string | null; learner_id: string }[]
  const events = rows.map((row) => ({
    kind: 'mentoringReminder' as const,
    eventKey: pushEventKey('mentoringReminder', String(row.id), String(row.slot_id)),
    learnerId: String(row.learner_id),
    courseId: row.course_id,
    mentoringBookingId: String(row.id),
  }))
  await queueNotifications(payload, events, now)
}

/** "Mentoring call at 10:00", with when and how; none for a booking cancelled, moved or started. */
export const composeMentoringReminderPush: PushComposer = async (payload, push) => {
  const facts = await bookingFacts(payload, push.mentoringBookingId, push.learnerId)
  if (!facts || facts.row.status !== 'booked') return { skip: 'The booking was cancelled' }
  if (!push.eventKey.endsWith(`:${facts.row.slot_id}`)) return { skip: 'The booking moved to another time' }
  const startsAt = new Date(facts.row.starts_at)
  if (startsAt <= new Date()) return { skip: 'The call has started' }
  return {
    message: { title: `Mentoring call at ${ukTimeLabel(startsAt)} with ${facts.row.mentor_name}`, body: `${facts.when}. ${facts.where}.`, url: mentoringPagePath },
    ttlSeconds: Math.max(0, (startsAt.getTime() - Date.now()) / 1000),
  }
}
