import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import { Heading, Text } from '@react-email/components'
import type { Payload } from 'payload'

import { composeLearnerMail, mailEventKey, mailSweep, mayMailSql, recordMails } from '@/domains/mail'
import { MailButton } from '@/lib/server/mailTemplates/MailButton'
import { MailLayout } from '@/lib/server/mailTemplates/MailLayout'
import { styles } from '@/lib/server/mailTemplates/mailStyles'
import type { ClaimedDelivery, Composed } from '@/domains/mail'
import type { LearnerMailBase, MailContent } from '@/lib/server/mailTemplates/types'
import { checkPagePath, followUpDays, followUpMailWindowDays } from '@/lib/rules/impactChecks'
import { longDate } from '@/lib/rules/ukTime'
import { env } from '@/lib/server/env'

import { findCourseChecks } from './checks'

/**
 * Records the 90-day mail for each learner whose certificate is 90 days old (up to 30 days more: a completion from
 * long ago gets none), who has not answered the follow-up and wants course emails: keyed by learner and course, so
 * it goes once however often the sweep runs. `now` is the sweep's clock (a test's, or the time it runs).
 */
export const recordFollowUpMails = async (payload: Payload, now: Date): Promise<string[]> => {
  const result = await payload.db.drizzle.execute(sql`
    SELECT u.id AS learner_id, u.email, cert.course_id
    FROM certificates cert
      JOIN course_users u ON u.id = cert.learner_id
      JOIN courses c ON c.id = cert.course_id
    WHERE cert.revoked_at IS NULL AND c.asks_impact_questions IS NOT FALSE
      AND cert.completed_at <= ${now.toISOString()}::timestamptz - make_interval(days => ${followUpDays})
      AND cert.completed_at > ${now.toISOString()}::timestamptz - make_interval(days => ${followUpDays + followUpMailWindowDays})
      AND ${mayMailSql('u', 'courseUpdates')}
      AND EXISTS (SELECT 1 FROM enrollments e WHERE e.user_id = u.id AND e.course_id = cert.course_id)
      AND NOT EXISTS (
        SELECT 1 FROM impact_checks k JOIN business_profiles p ON p.id = k.respondent_id
        WHERE p.learner_id = u.id AND k.course_id = cert.course_id AND k.stage = 'follow-up' AND k.answered_at IS NOT NULL)`)
  const rows = result.rows as { learner_id: string; email: string; course_id: string }[]
  return recordMails(
    payload.db.drizzle,
    rows.map((row) => ({
      kind: 'impactFollowUp' as const,
      eventKey: mailEventKey('impactFollowUp', String(row.learner_id), String(row.course_id)),
      to: row.email,
      learnerId: String(row.learner_id),
      courseId: String(row.course_id),
    })),
  )
}

export const queueImpactFollowUps = mailSweep({
  slug: 'queueImpactFollowUps',
  label: 'Queue the 90-day questions',
  cron: env.mail.reminderCron,
  record: recordFollowUpMails,
})

type FollowUpFacts = LearnerMailBase & { courseTitle: string; completedOn: string; checkUrl: string }

/** "90 days on: what changed?": the same questions once more, and what they changed in their business. */
export const followUpMail = ({ courseTitle, completedOn, checkUrl, ...base }: FollowUpFacts): MailContent => ({
  subject: `90 days on from ${courseTitle}: what changed?`,
  body: (
    <MailLayout preview="Eight questions, about three minutes" siteUrl={base.siteUrl} unsubscribe={base.unsubscribe}>
      <Heading style={styles.heading}>What changed, {base.firstName}?</Heading>
      <Text style={styles.text}>
        You completed <strong>{courseTitle}</strong> on {completedOn}. We would like to ask the questions from the start of the course once more, and what
        you changed in your business since: eight questions, about three minutes.
      </Text>
      <Text style={styles.text}>Your answers go into the programme&apos;s figures for its funder without your name. We ask only this once.</Text>
      <MailButton href={checkUrl}>Answer the questions</MailButton>
    </MailLayout>
  ),
})

/** The mail as things are when it is sent: none once the learner has answered, or the course no longer asks. */
export const composeFollowUpMail = (payload: Payload, delivery: ClaimedDelivery): Promise<Composed> =>
  composeLearnerMail(payload, delivery, async (facts, base) => {
    const { course } = facts
    if (!course) return 'The course is no longer there'
    const checks = await findCourseChecks(payload, facts.learner.id, course.id).catch(() => null)
    if (!checks || checks.open !== 'follow-up') return 'The 90-day questions are not open for this learner'
    if (checks.stages.find((each) => each.stage === 'follow-up')?.answeredAt) return 'The learner has answered already'
    const completedAt = new Date(new Date(checks.followUpOpensAt!).getTime() - followUpDays * 86_400_000)
    return { content: followUpMail({ ...base, courseTitle: course.title, completedOn: longDate(completedAt), checkUrl: `${env.publicUrl}${checkPagePath(course.id)}` }) }
  })
