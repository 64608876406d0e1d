import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { sendableAt, type PushKind, type PushStatus } from '@/lib/rules/phoneNotifications'
import type { SqlExecutor } from '@/lib/server/db/inTransaction'

/**
 * A notification the programme decided to send to a learner's phones, once per `eventKey` (e.g.
 * `push:coachReply:{answer}:1`), with what it is about, for its module's composer to write when it is sent.
 */
export type PushEvent = {
  kind: PushKind
  eventKey: string
  learnerId: string
  courseId?: string | null
  workbookAnswerId?: string | null
  liveSessionId?: string | null
  mentoringBookingId?: string | null
  /** Not before this moment (a call's join link opening); otherwise at once. Quiet hours still apply. */
  notBefore?: Date
}

export type ClaimedPush = Omit<PushEvent, 'notBefore'> & { id: string; attempts: number }

/** A worker that died mid-send leaves its claim; after this long another worker may take the notification. */
const abandonedClaimMinutes = 10

/**
 * Records the events (on `db`: the pool, or a transaction it is part of) of learners with a phone that wants their
 * kind, each due at once or after quiet hours (`now` is the recorder's clock). The new rows' ids and when each may
 * go; events recorded before (by any instance) are left out.
 */
export const recordPushes = async (db: SqlExecutor, events: PushEvent[], now: Date): Promise<{ id: string; kind: PushKind; sendAt: Date }[]> => {
  if (events.length === 0) return []
  const column = (pick: (event: PushEvent) => string | null | undefined) => sql.param(events.map((event) => pick(event) ?? null))
  const due = (event: PushEvent) => sendableAt(event.notBefore && event.notBefore > now ? event.notBefore : now).toISOString()
  const result = await db.execute(sql`
    INSERT INTO push_deliveries (kind, event_key, learner_id, course_id, workbook_answer_id, live_session_id, mentoring_booking_id, send_at)
    SELECT event.kind::enum_push_deliveries_kind, event.event_key, event.learner_id::uuid, event.course_id::uuid, event.workbook_answer_id::uuid,
      event.live_session_id::uuid, event.mentoring_booking_id::uuid, event.send_at::timestamptz
    FROM unnest(${column((event) => event.kind)}::text[], ${column((event) => event.eventKey)}::text[], ${column((event) => event.learnerId)}::text[],
      ${column((event) => event.courseId)}::text[], ${column((event) => event.workbookAnswerId)}::text[], ${column((event) => event.liveSessionId)}::text[],
      ${column((event) => event.mentoringBookingId)}::text[], ${column(due)}::text[])
      AS event(kind, event_key, learner_id, course_id, workbook_answer_id, live_session_id, mentoring_booking_id, send_at)
    WHERE EXISTS (SELECT 1 FROM push_subscriptions phone WHERE phone.learner_id = event.learner_id::uuid AND phone.kinds ? event.kind)
    ON CONFLICT (event_key) DO NOTHING
    RETURNING id, kind, send_at`)
  return (result.rows as { id: string; kind: PushKind; send_at: string | Date }[]).map((row) => ({ id: String(row.id), kind: row.kind, sendAt: new Date(row.send_at) }))
}

type PushRow = {
  id: string
  kind: PushKind
  event_key: string
  learner_id: string
  course_id: string | null
  workbook_answer_id: string | null
  live_session_id: string | null
  mentoring_booking_id: string | null
  attempts: number
}

/** Takes the notification for this worker, in one statement; null when it went, was skipped or given up, or another worker holds it. */
export const claimPush = async (payload: Payload, id: string): Promise<ClaimedPush | null> => {
  const result = await payload.db.drizzle.execute(sql`
    UPDATE push_deliveries SET status = 'sending', attempts = attempts + 1, updated_at = now()
    WHERE id = ${id}
      AND (status = 'queued' OR (status = 'sending' AND updated_at < now() - make_interval(mins => ${abandonedClaimMinutes})))
    RETURNING id, kind, event_key, learner_id, course_id, workbook_answer_id, live_session_id, mentoring_booking_id, attempts`)
  const row = result.rows[0] as PushRow | undefined
  if (!row) return null
  return {
    id: String(row.id),
    kind: row.kind,
    eventKey: row.event_key,
    learnerId: String(row.learner_id),
    courseId: row.course_id,
    workbookAnswerId: row.workbook_answer_id,
    liveSessionId: row.live_session_id,
    mentoringBookingId: row.mentoring_booking_id,
    attempts: Number(row.attempts),
  }
}

export type PushOutcomeRecord =
  | { status: 'sent'; title: string; phones: number }
  | { status: 'skipped'; reason: string; title?: string }
  /** `queued` gives the notification back for the next try; `failed` was the last one. */
  | { status: Extract<PushStatus, 'queued' | 'failed'>; error: string; title?: string }

export const finishPush = async (payload: Payload, id: string, outcome: PushOutcomeRecord): Promise<void> => {
  const note = outcome.status === 'sent' ? null : outcome.status === 'skipped' ? outcome.reason : outcome.error.slice(0, 500)
  await payload.db.drizzle.execute(sql`
    UPDATE push_deliveries SET status = ${outcome.status}, updated_at = now(), last_error = ${note},
      title = COALESCE(${outcome.title ?? null}, title),
      phones = ${outcome.status === 'sent' ? outcome.phones : sql`phones`},
      sent_at = ${outcome.status === 'sent' ? sql`now()` : sql`sent_at`}
    WHERE id = ${id}`)
}

/** A closed account's notifications: what was still to go is skipped with why, in the closing transaction. */
export const skipPushesOf = async (db: SqlExecutor, learnerId: string): Promise<void> => {
  await db.execute(sql`
    UPDATE push_deliveries SET status = 'skipped', last_error = 'The account was closed', updated_at = now()
    WHERE learner_id = ${learnerId} AND status IN ('queued', 'sending')`)
}
