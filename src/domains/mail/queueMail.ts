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
const queueOfLane: Record<SendLane, string> = { first: mailQueue, bulk: bulkMailQueue }

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

/**
 * How long a lane's runner leaves alone a job this instance means to start itself (startSendJobs); past this, the
 * runner sends it if this instance did not get to it.
 */
const startedHereGraceMs = 30_000

/** A send job of one recorded mail, notification or text, in its lane's queue. */
export type SendJob = { task: 'sendMail' | 'sendPush' | 'sendText'; deliveryId: string; lane: SendLane; waitUntil?: Date }

/**
 * Queues a send job; its id, and whether the caller should start it at once (`startHere` asked for it, and it is due
 * now in the first lane), in which case the lane's runner leaves it for a while (startedHereGraceMs).
 */
export const queueSendJob = async (payload: Payload, job: SendJob, { startHere, req }: { startHere: boolean; req?: PayloadRequest }): Promise<{ id: string; now: boolean }> => {
  const now = startHere && !job.waitUntil && job.lane === 'first'
  const waitUntil = now ? new Date(Date.now() + startedHereGraceMs) : job.waitUntil
  const queued = await payload.jobs.queue({ task: job.task, input: { deliveryId: job.deliveryId }, queue: queueOfLane[job.lane], ...(waitUntil ? { waitUntil } : {}), ...(req ? { req } : {}) })
  return { id: String(queued.id), now }
}

/**
 * Takes a job for this instance in one statement, unless a runner has it or it is done, and ends its wait so a failed
 * try is retried on the task's own back-off. Payload's `runByID` runs a job whatever its state: a runner and a start
 * running it together would each finish the job their way, and when the sender's try failed the other run (whose claim
 * of the mail came to nothing) could mark it done, leaving the mail queued with no job to try it again.
 */
const takeJob = async (payload: Payload, id: string): Promise<boolean> => {
  const taken = await payload.db.drizzle.execute(sql`
    UPDATE payload_jobs SET processing = true, wait_until = NULL, updated_at = now()
    WHERE id = ${id} AND processing = false AND completed_at IS NULL AND has_error IS NOT TRUE
    RETURNING id`)
  return taken.rows.length > 0
}

/** Runs, one after another, the send jobs queueSendJob said to start at once; each one no runner has taken yet. */
export const runSendJobs = async (payload: Payload, ids: string[]): Promise<void> => {
  for (const id of ids) if (await takeJob(payload, id)) await payload.jobs.runByID({ id, silent: true })
}

/** Runs in the background the send jobs queueSendJob said to start at once. */
export const startSendJobs = (payload: Payload, ids: string[], label: string): void => {
  if (ids.length === 0) return
  runInBackground(payload, label, () => runSendJobs(payload, ids))
}

const mailJob = (deliveryId: string, kind: MailKind): SendJob => ({ task: 'sendMail', deliveryId, lane: mailLaneOf(kind) })

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
    const job = await queueSendJob(payload, mailJob(deliveryId, event.kind), { startHere: true })
    if (job.now) startSendJobs(payload, [job.id], `send ${event.kind} mail`)
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
      for (const deliveryId of deliveryIds) await queueSendJob(req.payload, mailJob(deliveryId, kinds.get(deliveryId) ?? 'reminder'), { startHere: false, req: transactionReq })
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
    const now: string[] = []
    for (const deliveryId of deliveryIds) {
      const job = await queueSendJob(payload, mailJob(deliveryId, kinds.get(deliveryId) ?? 'reminder'), { startHere: true })
      if (job.now) now.push(job.id)
    }
    await runSendJobs(payload, now)
  })
