import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { JobsConfig, Payload, PayloadRequest, TaskConfig } from 'payload'

import type { MailKind } from '@/lib/rules/mailKinds'
import { lanePaces, mailLaneOf, type SendLane } from '@/lib/rules/sendLanes'
import { runInBackground } from '@/lib/server/background'
import { inTransaction, type SqlExecutor } from '@/lib/server/db/inTransaction'

import { recordMail, recordMails, type MailEvent } from './deliveries'

/** The queue of the first lane (src/lib/rules/sendLanes.ts): mail a person is waiting for; the sweeps are scheduled on it too. */
export const mailQueue = 'mail'
/** The queue of the bulk lane: reminders, digests, announcements; its runner sends only what the first lane leaves. */
export const bulkMailQueue = 'mail-bulk'

/** The queue each lane's mails, notifications and texts wait on. */
export const queueOfLane: Record<SendLane, string> = { first: mailQueue, bulk: bulkMailQueue }

/** One entry of Payload's `jobs.autoRun`. */
type AutorunCronConfig = Exclude<JobsConfig['autoRun'], ((...args: never[]) => unknown) | undefined>[number]

/**
 * The runners of the two lanes (payload.config.ts `jobs.autoRun`), paced by the provider's limit
 * (MAIL_SENDS_PER_MINUTE): each instance sends at most that many a minute from the queues, a quarter of them from the
 * first lane, the rest bulk. The first lane's runner also starts the scheduled sweeps.
 */
export const mailRunners = (sendsPerMinute: number): AutorunCronConfig[] => {
  const paces = lanePaces(sendsPerMinute)
  return [
    { cron: paces.first.cron, queue: mailQueue, limit: paces.first.perRun },
    // A backlog of bulk mail runs every few seconds for a while: its runs are not logged (failures are).
    { cron: paces.bulk.cron, queue: bulkMailQueue, limit: paces.bulk.perRun, disableScheduling: true, silent: { info: true } },
  ]
}

/** Queues the job that sends a recorded mail, in its kind's lane; its id, and whether it should start at once. */
const queueSend = async (payload: Payload, deliveryId: string, kind: MailKind, req?: PayloadRequest): Promise<{ id: string | number; now: boolean }> => {
  const lane = mailLaneOf(kind)
  const job = await payload.jobs.queue({ task: 'sendMail', input: { deliveryId }, queue: queueOfLane[lane], ...(req ? { req } : {}) })
  return { id: job.id, now: lane === 'first' }
}

/**
 * Queues a programme mail once per event: the first instance to record `eventKey` queues the job, every later call
 * (a retried request, a second instance's sweep) does nothing. A mail of the first lane (a sign-in code, a reset) is
 * started at once in the background; a bulk one waits for its lane's runner. The runners pick up anything this
 * instance could not finish. Never throws: a mail is never a reason to fail what the learner did; a failure is logged.
 */
export const queueMail = async (payload: Payload, event: MailEvent): Promise<void> => {
  try {
    const deliveryId = await recordMail(payload.db.drizzle, event)
    if (!deliveryId) return
    const job = await queueSend(payload, deliveryId, event.kind)
    if (job.now) runInBackground(payload, `send ${event.kind} mail`, () => payload.jobs.runByID({ id: job.id, silent: true }))
  } catch (error) {
    payload.logger.error({ err: error, msg: `Could not queue the ${event.kind} mail (${event.eventKey})` })
  }
}

/**
 * Records and queues a mail as part of the write `req` is making (a staff member's save, inside Payload's own
 * transaction): the mail exists only if the write is stored. Its lane's runner sends it (the first lane's within
 * seconds, ahead of any bulk mail).
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
      const kinds = await kindsOf(db, deliveryIds)
      for (const deliveryId of deliveryIds) await queueSend(req.payload, deliveryId, kinds.get(deliveryId) ?? 'reminder', transactionReq)
      return deliveryIds.length
    },
    req,
  )

/** The kinds of recorded mails, by id. */
const kindsOf = async (db: SqlExecutor, deliveryIds: string[]): Promise<Map<string, MailKind>> => {
  if (deliveryIds.length === 0) return new Map()
  const result = await db.execute(sql`SELECT id, kind FROM mail_deliveries WHERE id = ANY(${sql.param(deliveryIds)}::uuid[])`)
  return new Map((result.rows as { id: string; kind: MailKind }[]).map((row) => [String(row.id), row.kind]))
}

type SweepTask = TaskConfig<{ input: { now?: string }; output: { queued: number } }>

/**
 * A scheduled sweep of one kind of mail (call reminders, the 90-day questions): `record` records the mails due at
 * `now` (the sweep's clock: a test's, or the time it runs) and returns their ids; they are queued in the background,
 * each in its kind's lane, and each is keyed by its event, so however often the sweep runs, or on how many
 * instances, each goes once.
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
 * Queues, in the background, mails already recorded in one statement for many people (an announcement, a course
 * opening, a sweep), each in its kind's lane: the first lane's are started at once, one after another; bulk ones wait
 * for their lane's runner, behind any mail of the first lane. Any this instance could not get to are queued again by
 * the hourly sweep (./requeueStrandedMail.ts), and the claim keeps each mail to one send.
 */
export const sendRecordedMails = (payload: Payload, deliveryIds: string[], label: string): void =>
  runInBackground(payload, label, async () => {
    const kinds = await kindsOf(payload.db.drizzle, deliveryIds)
    const now: (string | number)[] = []
    for (const deliveryId of deliveryIds) {
      const job = await queueSend(payload, deliveryId, kinds.get(deliveryId) ?? 'reminder')
      if (job.now) now.push(job.id)
    }
    for (const id of now) await payload.jobs.runByID({ id, silent: true })
  })
