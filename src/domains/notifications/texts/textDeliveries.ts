import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { sendableAt, type PushStatus } from '@/lib/rules/phoneNotifications'
import { isTextReminderKind, type TextKind } from '@/lib/rules/textMessages'
import type { SqlExecutor } from '@/lib/server/db/inTransaction'

import type { PushEvent } from '../deliveries'

/** A text the programme decided to send, once per `eventKey`: a number's code, or a reminder. */
export type TextEvent = { kind: TextKind; eventKey: string; learnerId: string; liveSessionId?: string | null; mentoringBookingId?: string | null; courseId?: string | null }

export type ClaimedText = TextEvent & { id: string; attempts: number }

/** A phone notification's event as a text: the same event, its own key (text:…). */
export const textOfPush = (event: PushEvent): TextEvent | null =>
  isTextReminderKind(event.kind)
    ? { kind: event.kind, eventKey: event.eventKey.replace(/^push:/, 'text:'), learnerId: event.learnerId, liveSessionId: event.liveSessionId, mentoringBookingId: event.mentoringBookingId, courseId: event.courseId }
    : null

/**
 * Records the events of learners who can get them (a reminder: a confirmed number that wants its kind; a code: a
 * number waiting for one), each due at once or after quiet hours by `now` (a code goes at once: the person waits for
 * it). The new rows' ids and when each may go; events recorded before are left out.
 */
export const recordTexts = async (db: SqlExecutor, events: TextEvent[], now: Date): Promise<{ id: string; kind: TextKind; sendAt: Date }[]> => {
  if (events.length === 0) return []
  const column = (pick: (event: TextEvent) => string | null | undefined) => sql.param(events.map((event) => pick(event) ?? null))
  const due = (event: TextEvent) => (event.kind === 'mobileCode' ? now : sendableAt(now)).toISOString()
  const result = await db.execute(sql`
    INSERT INTO text_deliveries (kind, event_key, learner_id, live_session_id, mentoring_booking_id, send_at)
    SELECT event.kind::enum_text_deliveries_kind, event.event_key, event.learner_id::uuid, event.live_session_id::uuid, event.mentoring_booking_id::uuid,
      event.send_at::timestamptz
    FROM unnest(${column((event) => event.kind)}::text[], ${column((event) => event.eventKey)}::text[], ${column((event) => event.learnerId)}::text[],
      ${column((event) => event.liveSessionId)}::text[], ${column((event) => event.mentoringBookingId)}::text[], ${column(due)}::text[])
      AS event(kind, event_key, learner_id, live_session_id, mentoring_booking_id, send_at)
    WHERE EXISTS (
      SELECT 1 FROM mobile_numbers mobile WHERE mobile.learner_id = event.learner_id::uuid
        AND CASE WHEN event.kind = 'mobileCode' THEN mobile.confirmed_at IS NULL ELSE mobile.confirmed_at IS NOT NULL AND mobile.kinds ? event.kind END)
    ON CONFLICT (event_key) DO NOTHING
    RETURNING id, kind, send_at`)
  return (result.rows as { id: string; kind: TextKind; send_at: string | Date }[]).map((row) => ({ id: String(row.id), kind: row.kind, sendAt: new Date(row.send_at) }))
}

/** A worker that died mid-send leaves its claim; after this long another worker may take the text. */
const abandonedClaimMinutes = 10

type TextRow = { id: string; kind: TextKind; event_key: string; learner_id: string; live_session_id: string | null; mentoring_booking_id: string | null; attempts: number }

/** Takes the text for this worker, in one statement; null when it went, was skipped or given up, or another worker holds it. */
export const claimText = async (payload: Payload, id: string): Promise<ClaimedText | null> => {
  const result = await payload.db.drizzle.execute(sql`
    UPDATE text_deliveries SET status = 'sending', attempts = attempts + 1, updated_at = now()
    WHERE id = ${id}
      AND (status = 'queued' OR (status = 'sending' AND updated_at < now() - make_interval(mins => ${abandonedClaimMinutes})))
    RETURNING id, kind, event_key, learner_id, live_session_id, mentoring_booking_id, attempts`)
  const row = result.rows[0] as TextRow | undefined
  if (!row) return null
  return {
    id: String(row.id),
    kind: row.kind,
    eventKey: row.event_key,
    learnerId: String(row.learner_id),
    liveSessionId: row.live_session_id,
    mentoringBookingId: row.mentoring_booking_id,
    attempts: Number(row.attempts),
  }
}

export type TextOutcomeRecord =
  | { status: 'sent'; providerId: string }
  | { status: 'skipped'; reason: string }
  | { status: Extract<PushStatus, 'queued' | 'failed'>; error: string }

export const finishText = async (payload: Payload, id: string, outcome: TextOutcomeRecord): Promise<void> => {
  const note = outcome.status === 'sent' ? null : outcome.status === 'skipped' ? outcome.reason : outcome.error.slice(0, 500)
  await payload.db.drizzle.execute(sql`
    UPDATE text_deliveries SET status = ${outcome.status}, updated_at = now(), last_error = ${note},
      provider_id = ${outcome.status === 'sent' ? outcome.providerId : sql`provider_id`},
      sent_at = ${outcome.status === 'sent' ? sql`now()` : sql`sent_at`}
    WHERE id = ${id}`)
}

/** A closed account's texts still to go are skipped, in the closing transaction. */
export const skipTextsOf = async (db: SqlExecutor, learnerId: string): Promise<void> => {
  await db.execute(sql`
    UPDATE text_deliveries SET status = 'skipped', last_error = 'The account was closed', updated_at = now()
    WHERE learner_id = ${learnerId} AND status IN ('queued', 'sending')`)
}
