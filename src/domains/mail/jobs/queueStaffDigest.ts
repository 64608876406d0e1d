import type { TaskConfig } from 'payload'

import { isoWeek } from '@/lib/rules/mailKinds'
import { env } from '@/lib/server/env'
import { mailEventKey } from '../eventKeys'
import { mailQueue, queueMail } from '../queueMail'

/** Queues the weekly digest to STAFF_EMAIL, once per ISO week however often the schedule fires. */
export const queueStaffDigest: TaskConfig<{ input: object; output: { queued: boolean } }> = {
  slug: 'queueStaffDigest',
  label: 'Queue the staff digest',
  retries: 2,
  outputSchema: [{ name: 'queued', type: 'checkbox', required: true }],
  schedule: [{ cron: env.mail.digestCron, queue: mailQueue }],
  handler: async ({ req }) => {
    const to = env.staffEmail
    if (!to) return { output: { queued: false } }
    await queueMail(req.payload, { kind: 'digest', eventKey: mailEventKey('digest', isoWeek(new Date())), to })
    return { output: { queued: true } }
  },
}
