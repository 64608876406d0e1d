import type { TaskConfig } from 'payload'

import { shouldRemind } from '@/lib/rules/reminders'
import { reminderCandidates } from '../mailCandidates'
import { env } from '@/lib/server/env'
import { mailEventKey } from '../eventKeys'
import { mailQueue, queueMail } from '../queueMail'

/**
 * Finds learners stuck in a course for a week and queues their reminder, by the rules of src/lib/rules/reminders.ts
 * (one a week, three per course, none after finishing or unsubscribing). Each reminder's key is its number for that
 * learner and course, so two instances sweeping at once queue it once.
 */
export const queueReminders: TaskConfig<{ input: object; output: { queued: number } }> = {
  slug: 'queueReminders',
  label: 'Queue reminders',
  retries: 2,
  outputSchema: [{ name: 'queued', type: 'number', required: true }],
  schedule: [{ cron: env.mail.reminderCron, queue: mailQueue }],
  handler: async ({ req }) => {
    const now = new Date()
    const due = (await reminderCandidates(req.payload, now)).filter((candidate) => shouldRemind({ ...candidate, now }))
    for (const candidate of due) {
      await queueMail(req.payload, {
        kind: 'reminder',
        eventKey: mailEventKey('reminder', candidate.learnerId, candidate.courseId, candidate.recorded + 1),
        to: candidate.email,
        learnerId: candidate.learnerId,
        courseId: candidate.courseId,
      })
    }
    return { output: { queued: due.length } }
  },
}
