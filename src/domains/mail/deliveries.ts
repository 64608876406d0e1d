import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import type { MailKind } from '@/lib/rules/mailKinds'
import type { SqlExecutor } from '@/lib/server/db/inTransaction'
import type { TableRow } from '@/lib/server/db/tableRow'
import type { mail_deliveries } from '@/payload-generated-schema'

/** A mail the programme decided to send, once per `eventKey` (e.g. `welcome:{learner}`). */
export type MailEvent = {
  kind: MailKind
  eventKey: string
  to: string
  learnerId?: string | null
  courseId?: string | null
  /** For mail to the waiting list: the entry, and the announcement it carries. */
  signupId?: string | null
  announcementId?: string | null
  /** For a coach's reply: the workbook answer it replies to. */
  workbookAnswerId?: string | null
  /** For a call's reminder: the call. */
  liveSessionId?: string | null
  /** For a mentoring booking's mails: the booking. */
  mentoringBookingId?: string | null
}

export type ClaimedDelivery = MailEvent & { id: string; attempts: number }

type DeliveryRow = Pick<
  TableRow<typeof mail_deliveries>,
  'id' | 'kind' | 'event_key' | 'to' | 'learner_id' | 'course_id' | 'signup_id' | 'announcement_id' | 'workbook_answer_id' | 'live_session_id' | 'mentoring_booking_id' | 'attempts'
>

/** A worker that died mid-send leaves its claim; after this long another worker may take the mail. */
const abandonedClaimMinutes = 10

/**
 * Records the event (on `db`: the pool, or a transaction it is part of); the id of the new row, or null when the same
 * event was recorded before (by any instance). The mail domain is the only code that writes mail_deliveries: other
 * domains record their mails through this and `recordMails`.
 */
export const recordMail = async (db: SqlExecutor, event: MailEvent): Promise<string | null> => (await recordMails(db, [event]))[0] ?? null

/**
 * Records many events in one statement (an announcement to the whole waiting list), in the caller's transaction when
 * `db` is one; the ids of the new rows, leaving out events recorded before.
 */
export const recordMails = async (db: SqlExecutor, events: MailEvent[]): Promise<string[]> => {
  if (events.length === 0) return []
  // Each column one array parameter (a plain array would become a list of parameters).
  const column = (key: keyof MailEvent) => sql.param(events.map((event) => (event[key] as string | null | undefined) ?? null))
  const result = await db.execute(sql`
    INSERT INTO mail_deliveries (kind, event_key, "to", learner_id, course_id, signup_id, announcement_id, workbook_answer_id, live_session_id, mentoring_booking_id)
    SELECT kind::enum_mail_deliveries_kind, event_key, "to", learner_id::uuid, course_id::uuid, signup_id::uuid, announcement_id::uuid,
      workbook_answer_id::uuid, live_session_id::uuid, mentoring_booking_id::uuid
    FROM unnest(${column('kind')}::text[], ${column('eventKey')}::text[], ${column('to')}::text[], ${column('learnerId')}::text[],
      ${column('courseId')}::text[], ${column('signupId')}::text[], ${column('announcementId')}::text[], ${column('workbookAnswerId')}::text[],
      ${column('liveSessionId')}::text[], ${column('mentoringBookingId')}::text[])
      AS event(kind, event_key, "to", learner_id, course_id, signup_id, announcement_id, workbook_answer_id, live_session_id, mentoring_booking_id)
    ON CONFLICT (event_key) DO NOTHING
    RETURNING id`)
  return (result.rows as { id: string }[]).map((row) => String(row.id))
}

/** A deleted learner's mail records go with them, in the deletion's transaction (`req`). */
export const deleteMailsOf = async (req: PayloadRequest, learnerId: string): Promise<void> => {
  await req.payload.delete({ collection: 'mail-deliveries', where: { learner: { equals: learnerId } }, req, overrideAccess: true })
}

/**
 * A closed account's mails (data rights): the address gives way to `stand`, and what was still queued is skipped with
 * why, in the closing transaction.
 */
export const forgetMailsOf = async (db: SqlExecutor, learner: { id: string; email: string }, stand: string): Promise<void> => {
  await db.execute(sql`
    UPDATE mail_deliveries SET "to" = ${stand}, status = CASE WHEN status = 'queued' THEN 'skipped'::enum_mail_deliveries_status ELSE status END,
      last_error = CASE WHEN status = 'queued' THEN 'The account was closed' ELSE last_error END, updated_at = now()
    WHERE learner_id = ${learner.id} OR "to" = ${learner.email}`)
}

/**
 * Takes the mail for this worker: one statement, so when two workers run the same job only one gets the row and
 * sends. Null when it was sent, skipped or given up already, or another worker holds it.
 */
export const claimDelivery = async (payload: Payload, id: string): Promise<ClaimedDelivery | null> => {
  const result = await payload.db.drizzle.execute(sql`
    UPDATE mail_deliveries SET status = 'sending', attempts = attempts + 1, updated_at = now()
    WHERE id = ${id}
      AND (status = 'queued' OR (status = 'sending' AND updated_at < now() - make_interval(mins => ${abandonedClaimMinutes})))
    RETURNING id, kind, event_key, "to", learner_id, course_id, signup_id, announcement_id, workbook_answer_id, live_session_id, mentoring_booking_id, attempts`)
  const row = result.rows[0] as DeliveryRow | undefined
  if (!row) return null
  return {
    id: row.id,
    kind: row.kind,
    eventKey: row.event_key,
    to: row.to,
    learnerId: row.learner_id,
    courseId: row.course_id,
    signupId: row.signup_id,
    announcementId: row.announcement_id,
    workbookAnswerId: row.workbook_answer_id,
    liveSessionId: row.live_session_id,
    mentoringBookingId: row.mentoring_booking_id,
    attempts: Number(row.attempts),
  }
}

export type DeliveryOutcome =
  | { status: 'sent'; subject: string }
  | { status: 'skipped'; reason: string }
  /** `queued` gives the mail back for the next try; `failed` was the last one. */
  | { status: 'queued' | 'failed'; error: string }

export const finishDelivery = async (payload: Payload, id: string, outcome: DeliveryOutcome): Promise<void> => {
  const subject = outcome.status === 'sent' ? outcome.subject : null
  const note = outcome.status === 'skipped' ? outcome.reason : outcome.status === 'sent' ? null : outcome.error.slice(0, 500)
  await payload.db.drizzle.execute(sql`
    UPDATE mail_deliveries SET status = ${outcome.status}, updated_at = now(),
      subject = COALESCE(${subject}, subject),
      last_error = ${note},
      sent_at = ${outcome.status === 'sent' ? sql`now()` : sql`sent_at`}
    WHERE id = ${id}`)
}
