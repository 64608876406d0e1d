import type { TaskConfig } from 'payload'

import { env } from '@/lib/server/env'
import { maintenanceQueue } from '@/lib/server/jobQueues'

import { requeueStrandedMail } from '../requeueStrandedMail'

/** Hourly with the maintenance job: no recorded mail is left without a job to send it. */
export const requeueStrandedMailTask: TaskConfig<{ input: object; output: { requeued: number } }> = {
  slug: 'requeueStrandedMail',
  label: 'Requeue stranded mail',
  retries: 2,
  outputSchema: [{ name: 'requeued', type: 'number', required: true }],
  schedule: [{ cron: env.maintenanceCron, queue: maintenanceQueue }],
  handler: async ({ req }) => ({ output: { requeued: await requeueStrandedMail(req.payload) } }),
}
