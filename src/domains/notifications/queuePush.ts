import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { queueSendJob, startSendJobs } from '@/domains/mail'
import { pushLaneOf, textLaneOf, type SendLane } from '@/lib/rules/sendLanes'
import { inTransaction, type SqlExecutor } from '@/lib/server/db/inTransaction'

import { recordPushes, type PushEvent } from './deliveries'
import { recordTexts, textOfPush, type TextEvent } from './texts/textDeliveries'

type Recorded = { task: 'sendPush' | 'sendText'; id: string; lane: SendLane; sendAt: Date }

/** Records each event for the phones and numbers that want it (see recordPushes, recordTexts). */
const recordAll = async (db: SqlExecutor, events: PushEvent[], texts: TextEvent[], now: Date): Promise<Recorded[]> => [
  ...(await recordPushes(db, events, now)).map(({ kind, ...row }) => ({ task: 'sendPush' as const, lane: pushLaneOf(kind), ...row })),
  ...(await recordTexts(db, [...texts, ...events.flatMap((event) => textOfPush(event) ?? [])], now)).map(({ kind, ...row }) => ({ task: 'sendText' as const, lane: textLaneOf(kind), ...row })),
]

/**
 * Queues each recorded notification or text in its kind's lane of the mail queues (src/lib/rules/sendLanes.ts): due
 * now, or waiting until it may go (quiet hours, a join link's opening). The ids of the first lane's due now, to start at
 * once; the rest wait for their lane's runner.
 */
const queueRecorded = async (payload: Payload, recorded: Recorded[], now: Date, req?: PayloadRequest): Promise<string[]> => {
  const dueNow: string[] = []
  for (const { task, id, lane, sendAt } of recorded) {
    const waitUntil = sendAt.getTime() > now.getTime() ? sendAt : undefined
    const job = await queueSendJob(payload, { task, deliveryId: id, lane, waitUntil }, { startHere: !req, req })
    if (job.now) dueNow.push(job.id)
  }
  return dueNow
}

/**
 * Notifies learners of events on the phones they turned notifications on for, and by text on a confirmed mobile
 * (reminders only), once per event. What is due at once starts in the background; what falls in quiet hours waits on
 * the queue until 07:00, and its lane's runner (MAIL_SENDS_PER_MINUTE) sends it. `now` is the caller's clock (a
 * sweep's). `texts` are texts of their own (a number's code). Never throws: a notification is never a reason to fail
 * what the learner or staff did; a failure is logged.
 */
export const queueNotifications = async (payload: Payload, events: PushEvent[], now: Date = new Date(), texts: TextEvent[] = []): Promise<void> => {
  try {
    const dueNow = await queueRecorded(payload, await recordAll(payload.db.drizzle, events, texts, now), now)
    startSendJobs(payload, dueNow, 'send notifications')
  } catch (error) {
    payload.logger.error({ err: error, msg: `Could not queue notifications (${[...events, ...texts].map((event) => event.eventKey).join(', ')})` })
  }
}

/**
 * Records and queues notifications as part of the write `req` is making (a staff member's save): they exist only if
 * the write is stored, and their lanes' runners send them.
 */
export const queueNotificationsWith = (req: PayloadRequest, events: PushEvent[]): Promise<void> =>
  inTransaction(
    req.payload,
    async (transactionReq, db) => {
      const now = new Date()
      await queueRecorded(req.payload, await recordAll(db, events, [], now), now, transactionReq)
    },
    req,
  )
