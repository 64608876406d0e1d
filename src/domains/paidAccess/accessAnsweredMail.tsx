import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import { Heading, Text } from '@react-email/components'
import type { Payload, PayloadRequest } from 'payload'

import { mailEventKey, queueMailWith } from '@/domains/mail'
import { MailButton } from '@/lib/server/mailTemplates/MailButton'
import { MailLayout } from '@/lib/server/mailTemplates/MailLayout'
import { renderMail } from '@/lib/server/mailTemplates/renderMail'
import { styles } from '@/lib/server/mailTemplates/mailStyles'
import type { Composed, ClaimedDelivery } from '@/domains/mail'
import type { MailContent } from '@/lib/server/mailTemplates/types'
import { greetingName } from '@/lib/rules/names'
import type { SqlExecutor } from '@/lib/server/db/inTransaction'
import { env } from '@/lib/server/env'

type AnswerFacts = { siteUrl: string; firstName: string; courseTitle: string; courseUrl: string; note: string | null }

/** Staff's answer to a request to open a paid course: open now, or not this time (with their note, when they wrote one). */
export const accessAnsweredMail = (facts: AnswerFacts & { granted: boolean }): MailContent =>
  facts.granted
    ? {
        subject: `${facts.courseTitle} is open to you`,
        body: (
          <MailLayout preview="Every lesson is open now" siteUrl={facts.siteUrl}>
            <Heading style={styles.heading}>You&apos;re in, {facts.firstName}</Heading>
            <Text style={styles.text}>
              You asked to join {facts.courseTitle}. We have opened it for you: every lesson is yours to watch, at your own
              pace, and you get a certificate when you finish.
            </Text>
            {facts.note ? <Text style={styles.text}>{facts.note}</Text> : null}
            <MailButton href={facts.courseUrl}>Start the course</MailButton>
          </MailLayout>
        ),
      }
    : {
        subject: `Your request for ${facts.courseTitle}`,
        body: (
          <MailLayout preview="We could not open it this time" siteUrl={facts.siteUrl}>
            <Heading style={styles.heading}>Hello {facts.firstName}</Heading>
            <Text style={styles.text}>You asked to join {facts.courseTitle}. We could not open it for you this time.</Text>
            {facts.note ? <Text style={styles.text}>{facts.note}</Text> : null}
            <Text style={styles.text}>Reply to this email if you would like to talk it over. The free courses stay open to you.</Text>
            <MailButton href={`${facts.siteUrl}/v1/courses`}>See the free courses</MailButton>
          </MailLayout>
        ),
      }

/**
 * Records the answer mail and queues its job in the staff member's save transaction (`req`, `db`): the learner is
 * mailed once per decision, or not at all if the save fails.
 */
export const queueAccessAnsweredMail = async (req: PayloadRequest, db: SqlExecutor, requestId: string, decidedAt: string): Promise<void> => {
  const result = await db.execute(sql`
    SELECT r.status, r.course_id, u.id AS learner_id, u.email FROM access_requests r JOIN course_users u ON u.id = r.learner_id WHERE r.id = ${requestId}`)
  const row = result.rows[0] as { status: string; course_id: string; learner_id: string; email: string } | undefined
  if (!row) return
  await queueMailWith(req, {
    kind: 'accessAnswered',
    eventKey: mailEventKey('accessAnswered', requestId, row.status, decidedAt),
    to: row.email,
    learnerId: String(row.learner_id),
    courseId: String(row.course_id),
  })
}

type AnswerRow = { status: string; staff_note: string | null; title: string; email: string; first_name: string | null; name: string | null }

/** The answer as it stands when the mail is sent: skipped if the learner asked again since (it waits once more). */
export const composeAccessAnsweredMail = async (payload: Payload, delivery: ClaimedDelivery): Promise<Composed> => {
  const result = await payload.db.drizzle.execute(sql`
    SELECT r.status, r.staff_note, c.title, u.email, u.first_name, u.name
    FROM access_requests r JOIN courses c ON c.id = r.course_id JOIN course_users u ON u.id = r.learner_id
    WHERE r.learner_id = ${delivery.learnerId ?? null} AND r.course_id = ${delivery.courseId ?? null}`)
  const row = result.rows[0] as AnswerRow | undefined
  if (!row) return { skip: 'The learner or the request is gone' }
  if (row.status === 'pending') return { skip: 'The learner asked again; the request is waiting' }
  const content = accessAnsweredMail({
    siteUrl: env.publicUrl,
    firstName: greetingName({ firstName: row.first_name, name: row.name, email: row.email }),
    courseTitle: row.title,
    courseUrl: `${env.publicUrl}/v1/courses/${delivery.courseId}`,
    note: row.staff_note,
    granted: row.status === 'granted',
  })
  return { mail: { to: row.email, ...(await renderMail(content)) } }
}
