import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { mailQueue } from './queueMail'

/** A mail recorded this long ago with no job left to send it was stranded (a server stopped between the two writes). */
const strandedAfterMinutes = 15

/**
 * Queues a new job for every mail that is still to be sent but has no pending job: recorded by a server that stopped
 * before queueing it, or claimed by a worker that died mid-send. The claim in src/domains/mail/jobs/sendMail.ts keeps this safe
 * when the old job is in fact still running. Returns how many were queued.
 */
export const requeueStrandedMail = async (payload: Payload): Promise<number> => {
  const result = await payload.db.drizzle.execute(sql`
    SELECT d.id FROM mail_deliveries d
    WHERE d.status IN ('queued', 'sending') AND d.updated_at < now() - make_interval(mins => ${strandedAfterMinutes})
      AND NOT EXISTS (
        SELECT 1 FROM payload_jobs j
        WHERE j.task_slug = 'sendMail' AND j.input ->> 'deliveryId' = d.id::text AND j.completed_at IS NULL AND j.has_error IS NOT TRUE
      )
    LIMIT 1000`)
  const ids = (result.rows as { id: string }[]).map((row) => String(row.id))
  for (const deliveryId of ids) await payload.jobs.queue({ task: 'sendMail', input: { deliveryId }, queue: mailQueue })
  return ids.length
}
