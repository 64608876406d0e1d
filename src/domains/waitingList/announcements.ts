import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { mailEventKey, recordMails, sendRecordedMails } from '@/domains/mail'
import { inTransaction } from '@/lib/server/db/inTransaction'

export type SendOutcome = { status: 'sent'; recipients: number } | { status: 'already-sent'; sentAt: string } | { status: 'not-found' }

/** Who an announcement goes to: everyone who confirmed their place and has not unsubscribed. */
const recipientsWhere = sql`s.confirmed_at IS NOT NULL AND s.unsubscribed_at IS NULL`

export const countRecipients = async (payload: Payload): Promise<number> => {
  const result = await payload.db.drizzle.execute(sql`SELECT count(*)::int AS n FROM program_signups s WHERE ${recipientsWhere}`)
  return Number((result.rows[0] as { n: number }).n)
}

/**
 * Sends an announcement once: one transaction marks it sent and records one mail per recipient, so two presses (or two
 * staff, or two instances) can never send it twice. The mails then go through the queue like every programme mail.
 */
export const sendAnnouncement = async (payload: Payload, id: string): Promise<SendOutcome> => {
  const outcome = await inTransaction(payload, async (_req, db): Promise<SendOutcome | { status: 'recorded'; deliveryIds: string[] }> => {
    const claimed = await db.execute(sql`
      UPDATE waiting_list_announcements SET sent_at = now(), updated_at = now() WHERE id = ${id} AND sent_at IS NULL RETURNING id`)
    if (claimed.rows.length === 0) {
      const sent = (await db.execute(sql`SELECT sent_at FROM waiting_list_announcements WHERE id = ${id}`)).rows[0] as { sent_at: Date | string | null } | undefined
      return sent?.sent_at ? { status: 'already-sent', sentAt: new Date(sent.sent_at).toISOString() } : { status: 'not-found' }
    }
    // The stored id, as the key of each mail: the same announcement, however its id was written in the request.
    const announcementId = String((claimed.rows[0] as { id: string }).id)
    const recipients = (await db.execute(sql`SELECT s.id, s.email FROM program_signups s WHERE ${recipientsWhere} ORDER BY s.created_at`)).rows as { id: string; email: string }[]
    const deliveryIds = await recordMails(
      db,
      recipients.map((signup) => ({
        kind: 'waitingListAnnouncement' as const,
        eventKey: mailEventKey('waitingListAnnouncement', announcementId, String(signup.id)),
        to: signup.email,
        signupId: String(signup.id),
        announcementId,
      })),
    )
    await db.execute(sql`UPDATE waiting_list_announcements SET recipients = ${deliveryIds.length} WHERE id = ${id}`)
    return { status: 'recorded', deliveryIds }
  })
  if (outcome.status !== 'recorded') return outcome
  sendRecordedMails(payload, outcome.deliveryIds, 'send the announcement mails')
  return { status: 'sent', recipients: outcome.deliveryIds.length }
}
