import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { MailKind } from '@/lib/rules/mailKinds'
import { mailLaneOf } from '@/lib/rules/sendLanes'

import { queueSendJob } from './queueMail'

/** A mail recorded this long ago with no job left to send it was stranded (a server stopped between the two writes). */
const strandedAfterMinutes = 15

/**
 * Queues a new job for every mail that is still to be sent but has no pending job: recorded by a server that stopped
 * before queueing it, or claimed by a worker that died mid-send. Each goes back in its kind's lane. The claim in
 * src/domains/mail/jobs/sendMail.ts keeps this safe when the old job is in fact still running. Returns how many were queued.
 */
export const requeueStrandedMail = async (payload: Payload): Promise<number> => {
  const result = await payload.db.drizzle.execute(sql`
    SELECT d.id, d.kind FROM mail_deliveries d
    WHERE d.status IN ('queued', 'sending') AND d.updated_at < now() - make_interval(mins => ${strandedAfterMinutes})
      AND NOT EXISTS (
        SELECT 1 FROM payload_jobs j
        WHERE j.task_slug = 'sendMail' AND j.input ->> 'deliveryId' = d.id::text AND j.completed_at IS NULL AND j.has_error IS NOT TRUE
      )
    LIMIT 1000`)
  const rows = result.rows as { id: string; kind: MailKind }[]
  for (const row of rows) await queueSendJob(payload, { task: 'sendMail', deliveryId: String(row.id), lane: mailLaneOf(row.kind) }, { startHere: false })
  return rows.length
}
