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
