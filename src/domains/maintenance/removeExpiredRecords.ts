import { sql } from '@payloadcms/db-postgres'
import type { TaskConfig } from 'payload'

import { removeUnusedWorkbookFiles } from '@/domains/workbook'
import { env } from '@/lib/server/env'
import { maintenanceQueue } from '@/lib/server/jobQueues'

type Output = { deleted: number }

/** Finished jobs are kept this long, for staff to see what ran (Staff → Jobs). */
const finishedJobDays = 7

/**
 * Deletes what has served its purpose, so no table grows forever: rate-limit windows and sign-in failures that can no
 * longer count, used or expired reset and email-change tokens, audit events older than AUDIT_RETENTION_DAYS, jobs that
 * finished over a week ago, and workbook photos and voice notes that no answer has named for a week.
 * Scheduled by Payload's jobs queue (MAINTENANCE_CRON) and run inside the app.
 */
export const removeExpiredRecords: TaskConfig<{ input: object; output: Output }> = {
  slug: 'removeExpiredRecords',
  label: 'Remove expired records',
  retries: 2,
  outputSchema: [{ name: 'deleted', type: 'number', required: true }],
  schedule: [{ cron: env.maintenanceCron, queue: maintenanceQueue }],
  handler: async ({ req }) => {
    const db = req.payload.db.drizzle
    const windowSeconds = Math.max(env.rateLimit.windowSeconds, env.uploadLimit.windowSeconds, env.loginLimit.lockSeconds)
    const statements = [
      sql`DELETE FROM rate_limit_counters WHERE window_started_at < now() - make_interval(secs => ${windowSeconds})`,
      sql`DELETE FROM login_failures WHERE last_failed_at < now() - make_interval(secs => ${env.loginLimit.lockSeconds})`,
      sql`DELETE FROM password_reset_tokens WHERE is_used OR expires_at < now()`,
      sql`DELETE FROM email_change_tokens WHERE is_used OR expires_at < now()`,
      sql`DELETE FROM audit_events WHERE created_at < now() - make_interval(days => ${env.auditRetentionDays})`,
      sql`DELETE FROM payload_jobs WHERE completed_at < now() - make_interval(days => ${finishedJobDays})`,
    ]
    let deleted = 0
    for (const statement of statements) deleted += (await db.execute(statement)).rowCount ?? 0
    deleted += await removeUnusedWorkbookFiles(req.payload)
    return { output: { deleted } }
  },
}
