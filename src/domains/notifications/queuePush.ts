import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { mailQueue } from '@/domains/mail'
import { runInBackground } from '@/lib/server/background'
import { inTransaction } from '@/lib/server/db/inTransaction'

import { recordPushes, type PushEvent } from './deliveries'

type Recorded = { id: string; sendAt: Date }

/** Queues each recorded notification on the mail queue: at once, or waiting until it may go (quiet hours, a join link's opening). */
const queueRecorded = async (payload: Payload, recorded: Recorded[], now: Date, req?: PayloadRequest): Promise<string[]> => {
  const dueNow: string[] = []
  for (const { id, sendAt } of recorded) {
    const waits = sendAt.getTime() > now.getTime()
    const job = await payload.jobs.queue({ task: 'sendPush', input: { deliveryId: id }, queue: mailQueue, ...(waits ? { waitUntil: sendAt } : {}), ...(req ? { req } : {}) })
    if (!waits) dueNow.push(String(job.id))
  }
  return dueNow
}

/**
 * Sends notifications to the phones of learners who turned them on, once per event (see recordPushes). What is due
 * at once starts in the background; what falls in quiet hours waits on the queue until 07:00, and the queue's
 * schedule (MAIL_QUEUE_CRON) sends it. `now` is the caller's clock (a sweep's). Never throws: a notification is never
 * a reason to fail what the learner or staff did; a failure is logged.
 */
export const queuePushes = async (payload: Payload, events: PushEvent[], now: Date = new Date()): Promise<void> => {
  try {
    const dueNow = await queueRecorded(payload, await recordPushes(payload.db.drizzle, events, now), now)
    if (dueNow.length === 0) return
    runInBackground(payload, 'send phone notifications', async () => {
      for (const id of dueNow) await payload.jobs.runByID({ id, silent: true })
    })
  } catch (error) {
    payload.logger.error({ err: error, msg: `Could not queue phone notifications (${events.map((event) => event.eventKey).join(', ')})` })
  }
}

/**
 * Records and queues notifications as part of the write `req` is making (a staff member's save): they exist only if
 * the write is stored, and the queue's schedule (MAIL_QUEUE_CRON) sends them.
 */
export const queuePushesWith = (req: PayloadRequest, events: PushEvent[]): Promise<void> =>
  inTransaction(
    req.payload,
    async (transactionReq, db) => {
      const now = new Date()
      await queueRecorded(req.payload, await recordPushes(db, events, now), now, transactionReq)
    },
    req,
  )
