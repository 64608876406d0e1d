import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

export type MailFigures = { sentLastSevenDays: number; failedLastSevenDays: number }

/** Programme mail of the last 7 days, for the admin home: how much went out, and how much failed after every try. */
export const mailFigures = async (payload: Payload): Promise<MailFigures> => {
  const result = await payload.db.drizzle.execute(sql`
    SELECT COUNT(*) FILTER (WHERE status = 'sent') AS sent, COUNT(*) FILTER (WHERE status = 'failed') AS failed
    FROM mail_deliveries WHERE created_at >= now() - interval '7 days'`)
  const row = result.rows[0] as { sent: string | number; failed: string | number }
  return { sentLastSevenDays: Number(row.sent), failedLastSevenDays: Number(row.failed) }
}

export type LearnerMail = { kind: string; status: string; subject: string | null; courseTitle: string | null; createdAt: string; sentAt: string | null; note: string | null }

/** Every programme mail recorded for a learner, newest first (reminders included), for their report. */
export const learnerMailHistory = async (payload: Payload, learnerId: string): Promise<LearnerMail[]> => {
  const result = await payload.db.drizzle.execute(sql`
    SELECT d.kind, d.status, d.subject, c.title AS course_title, d.created_at, d.sent_at, d.last_error
    FROM mail_deliveries d LEFT JOIN courses c ON c.id = d.course_id
    WHERE d.learner_id = ${learnerId}
    ORDER BY d.created_at DESC
    LIMIT 200`)
  type Row = { kind: string; status: string; subject: string | null; course_title: string | null; created_at: string | Date; sent_at: string | Date | null; last_error: string | null }
  return (result.rows as Row[]).map((row) => ({
    kind: row.kind,
    status: row.status,
    subject: row.subject,
    courseTitle: row.course_title,
    createdAt: new Date(row.created_at).toISOString(),
    sentAt: row.sent_at ? new Date(row.sent_at).toISOString() : null,
    note: row.last_error,
  }))
}

export type WaitingMail = { count: number; oldestQueuedAt: Date | null; oldestAgeSeconds: number }

/**
 * Mail recorded and not yet sent, skipped or given up (waiting in a lane, being sent, or given back for another try):
 * how many, and when the oldest was queued, for the staff home's "Mail is running late" and for the operations'
 * metrics (`oldestAgeSeconds`: 0 when none waits).
 */
export const waitingMail = async (payload: Payload): Promise<WaitingMail> => {
  const result = await payload.db.drizzle.execute(sql`
    SELECT COUNT(*) AS count, MIN(created_at) AS oldest, EXTRACT(EPOCH FROM now() - MIN(created_at)) AS age
    FROM mail_deliveries WHERE status IN ('queued', 'sending')`)
  const row = result.rows[0] as { count: string | number; oldest: string | Date | null; age: string | number | null }
  return {
    count: Number(row.count),
    oldestQueuedAt: row.oldest ? new Date(row.oldest) : null,
    oldestAgeSeconds: row.age === null ? 0 : Math.max(0, Math.floor(Number(row.age))),
  }
}
