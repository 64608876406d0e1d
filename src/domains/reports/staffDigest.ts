import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload, TaskConfig } from 'payload'

import { mailEventKey, mailQueue, queueMail, type ClaimedDelivery, type Composed } from '@/domains/mail'
import { renderMail } from '@/lib/server/mailTemplates/renderMail'
import { type MailContent } from '@/lib/server/mailTemplates/types'
import { isoWeek } from '@/lib/rules/mailKinds'
import { learnerReportPath, reportsPath } from '@/lib/rules/reportLinks'
import { longDate } from '@/lib/rules/ukTime'
import { env } from '@/lib/server/env'

import { enrolmentFacts, stuckAt, stuckLearners } from './reports'
import { staffDigestMail } from './StaffDigestMail'

export type WeekFigures = { newSignups: number; newLearners: number; completions: number; stuckLearners: number }

/** The staff digest's figures for the 7 days before `now`, and the learners stuck at `now`, in one statement. */
export const weekFigures = async (payload: Payload, now: Date): Promise<WeekFigures> => {
  const to = now.toISOString()
  const from = new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000).toISOString()
  const result = await payload.db.drizzle.execute(sql`
    SELECT
      (SELECT COUNT(*) FROM program_signups WHERE created_at >= ${from} AND created_at < ${to}) AS new_signups,
      (SELECT COUNT(*) FROM course_users WHERE created_at >= ${from} AND created_at < ${to}) AS new_learners,
      (SELECT COUNT(*) FROM certificates WHERE completed_at >= ${from} AND completed_at < ${to}) AS completions,
      (SELECT COUNT(*) FROM (${enrolmentFacts({})}) f
        WHERE ${stuckAt(now)}) AS stuck_learners`)
  const row = result.rows[0] as Record<string, string | number>
  return {
    newSignups: Number(row.new_signups),
    newLearners: Number(row.new_learners),
    completions: Number(row.completions),
    stuckLearners: Number(row.stuck_learners),
  }
}

/** How many of the longest-silent learners the digest names. */
const namedStuckLearners = 10

/** The weekly digest for staff: the last 7 days' figures and the longest-silent learners, linked to their reports. */
export const staffDigest = async (payload: Payload, now: Date): Promise<MailContent> => {
  const [figures, stuck] = await Promise.all([weekFigures(payload, now), stuckLearners(payload, now, namedStuckLearners)])
  return staffDigestMail({
    siteUrl: env.publicUrl,
    weekOf: longDate(now),
    figures,
    stuck: stuck.map((learner) => ({
      name: learner.name,
      courseTitle: learner.courseTitle,
      lastActivity: longDate(learner.lastActivityAt),
      url: `${env.publicUrl}${learnerReportPath(learner.learnerId)}`,
    })),
    reportsUrl: `${env.publicUrl}${reportsPath()}`,
  })
}

/** The digest as sent: its figures as they are at the moment it goes out. */
export const composeStaffDigest = async (payload: Payload, delivery: ClaimedDelivery): Promise<Composed> => ({
  mail: { to: delivery.to, ...(await renderMail(await staffDigest(payload, new Date()))) },
})

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
