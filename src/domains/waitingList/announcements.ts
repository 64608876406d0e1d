import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { mailEventKeySql, sendRecordedMails } from '@/domains/mail'

export type SendOutcome = { status: 'sent'; recipients: number } | { status: 'already-sent'; sentAt: string } | { status: 'not-found' }

/** Who an announcement goes to: everyone who confirmed their place and has not unsubscribed. */
const recipientsWhere = sql`s.confirmed_at IS NOT NULL AND s.unsubscribed_at IS NULL`

export const countRecipients = async (payload: Payload): Promise<number> => {
  const result = await payload.db.drizzle.execute(sql`SELECT count(*)::int AS n FROM program_signups s WHERE ${recipientsWhere}`)
  return Number((result.rows[0] as { n: number }).n)
}

/**
 * Sends an announcement once: one statement marks it sent and records one mail per recipient, so two presses (or two
 * staff, or two instances) can never send it twice. The mails then go through the queue like every programme mail.
 */
export const sendAnnouncement = async (payload: Payload, id: string): Promise<SendOutcome> => {
  const result = await payload.db.drizzle.execute(sql`
    WITH claimed AS (
      UPDATE waiting_list_announcements SET sent_at = now(), updated_at = now() WHERE id = ${id} AND sent_at IS NULL RETURNING id
    ), recorded AS (
      INSERT INTO mail_deliveries (kind, event_key, "to", signup_id, announcement_id)
      SELECT 'waitingListAnnouncement', ${mailEventKeySql('waitingListAnnouncement', sql`c.id`, sql`s.id`)}, s.email, s.id, c.id
      FROM claimed c CROSS JOIN program_signups s
      WHERE ${recipientsWhere}
      ON CONFLICT (event_key) DO NOTHING
      RETURNING id
    )
    SELECT (SELECT count(*) FROM claimed)::int AS claimed, COALESCE((SELECT array_agg(id) FROM recorded), '{}') AS delivery_ids,
      (SELECT sent_at FROM waiting_list_announcements WHERE id = ${id}) AS sent_at`)
  const row = result.rows[0] as { claimed: number; delivery_ids: string[]; sent_at: Date | string | null }
  if (row.claimed === 0) return row.sent_at ? { status: 'already-sent', sentAt: new Date(row.sent_at).toISOString() } : { status: 'not-found' }
  const deliveryIds = row.delivery_ids.map(String)
  await payload.db.drizzle.execute(sql`UPDATE waiting_list_announcements SET recipients = ${deliveryIds.length} WHERE id = ${id}`)
  sendRecordedMails(payload, deliveryIds, 'send the announcement mails')
  return { status: 'sent', recipients: deliveryIds.length }
}
