import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { runInBackground } from '@/lib/server/background'
import { inTransaction } from '@/lib/server/db/inTransaction'

import { recordMailEvent, type MailEvent } from './deliveries'

export const mailQueue = 'mail'

/**
 * Queues a programme mail once per event: the first instance to record `eventKey` queues the job, every later call
 * (a retried request, a second instance's sweep) does nothing. The job is started at once in the background, and the
 * queue's schedule (MAIL_QUEUE_CRON) picks up anything this instance could not finish. Never throws: a mail is never
 * a reason to fail what the learner did; a failure is logged.
 */
export const queueMail = async (payload: Payload, event: MailEvent): Promise<void> => {
  try {
    const deliveryId = await recordMailEvent(payload.db.drizzle, event)
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
  await inTransaction(
    req.payload,
    async (transactionReq, db) => {
      const deliveryId = await recordMailEvent(db, event)
      if (deliveryId) await req.payload.jobs.queue({ task: 'sendMail', input: { deliveryId }, queue: mailQueue, req: transactionReq })
    },
    req,
  )
}

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
