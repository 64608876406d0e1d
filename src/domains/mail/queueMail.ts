import 'server-only'

import type { Payload, PayloadRequest, TaskConfig } from 'payload'

import { runInBackground } from '@/lib/server/background'
import { inTransaction } from '@/lib/server/db/inTransaction'

import { recordMail, recordMails, type MailEvent } from './deliveries'

export const mailQueue = 'mail'

/**
 * Queues a programme mail once per event: the first instance to record `eventKey` queues the job, every later call
 * (a retried request, a second instance's sweep) does nothing. The job is started at once in the background, and the
 * queue's schedule (MAIL_QUEUE_CRON) picks up anything this instance could not finish. Never throws: a mail is never
 * a reason to fail what the learner did; a failure is logged.
 */
export const queueMail = async (payload: Payload, event: MailEvent): Promise<void> => {
  try {
    const deliveryId = await recordMail(payload.db.drizzle, event)
    if (!deliveryId) return
    const job = await payload.jobs.queue({ task: 'sendMail', input: { deliveryId }, queue: mailQueue })
    runInBackground(payload, `send ${event.kind} mail`, () => payload.jobs.runByID({ id: job.id, silent: true }))
  } catch (error) {
    payload.logger.error({ err: error, msg: `Could not queue the ${event.kind} mail (${event.eventKey})` })
  }
}

/**
 * Records and queues a mail as part of the write `req` is making (a staff member's save, inside Payload's own
 * transaction): the mail exists only if the write is stored. The queue's schedule (MAIL_QUEUE_CRON) sends it.
 */
export const queueMailWith = async (req: PayloadRequest, event: MailEvent): Promise<void> => {
  await queueMailsWith(req, [event])
}

/** `queueMailWith` for many mails (everyone waiting for a course that opens); how many were new. */
export const queueMailsWith = (req: PayloadRequest, events: MailEvent[]): Promise<number> =>
  inTransaction(
    req.payload,
    async (transactionReq, db) => {
      const deliveryIds = await recordMails(db, events)
      for (const deliveryId of deliveryIds) await req.payload.jobs.queue({ task: 'sendMail', input: { deliveryId }, queue: mailQueue, req: transactionReq })
      return deliveryIds.length
    },
    req,
  )

type SweepTask = TaskConfig<{ input: { now?: string }; output: { queued: number } }>

/**
 * A scheduled sweep of one kind of mail (call reminders, the 90-day questions): `record` records the mails due at
 * `now` (the sweep's clock: a test's, or the time it runs) and returns their ids; they are sent in the background, and
 * each is keyed by its event, so however often the sweep runs, or on how many instances, each goes once.
 */
export const mailSweep = ({ slug, label, cron, record }: { slug: string; label: string; cron: string; record: (payload: Payload, now: Date) => Promise<string[]> }): SweepTask => ({
  slug,
  label,
  retries: 2,
  inputSchema: [{ name: 'now', type: 'text' }],
  outputSchema: [{ name: 'queued', type: 'number', required: true }],
  schedule: [{ cron, queue: mailQueue }],
  handler: async ({ input, req }) => {
    const deliveryIds = await record(req.payload, input?.now ? new Date(input.now) : new Date())
    sendRecordedMails(req.payload, deliveryIds, `send the mails of ${slug}`)
    return { output: { queued: deliveryIds.length } }
  },
})

/**
 * Queues and starts, in the background, mails already recorded in one statement for many people (an announcement, a
 * course opening), one after another. Any this instance could not get to are queued again by the hourly sweep
 * (./requeueStrandedMail.ts), and the claim keeps each mail to one send.
 */
export const sendRecordedMails = (payload: Payload, deliveryIds: string[], label: string): void =>
  runInBackground(payload, label, async () => {
    for (const deliveryId of deliveryIds) {
      const job = await payload.jobs.queue({ task: 'sendMail', input: { deliveryId }, queue: mailQueue })
      await payload.jobs.runByID({ id: job.id, silent: true })
    }
  })
