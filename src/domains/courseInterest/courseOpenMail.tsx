import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import { Heading, Text } from '@react-email/components'
import type { Payload, PayloadRequest } from 'payload'

import { mailEventKey, queueMailsWith } from '@/domains/mail'
import { MailButton } from '@/lib/server/mailTemplates/MailButton'
import { MailLayout } from '@/lib/server/mailTemplates/MailLayout'
import { renderMail } from '@/lib/server/mailTemplates/renderMail'
import { styles } from '@/lib/server/mailTemplates/mailStyles'
import type { ClaimedDelivery, Composed } from '@/domains/mail'
import type { MailContent } from '@/lib/server/mailTemplates/types'
import { env } from '@/lib/server/env'
import { inTransaction } from '@/lib/server/db/inTransaction'

/** The one mail someone gets when a course they waited for opens. */
export const courseOpenMail = (facts: { siteUrl: string; courseTitle: string; courseUrl: string }): MailContent => ({
  subject: `${facts.courseTitle} is open on Solving Tech`,
  body: (
    <MailLayout preview={`${facts.courseTitle} is open: start when you like`} siteUrl={facts.siteUrl}>
      <Heading style={styles.heading}>{facts.courseTitle} is open</Heading>
      <Text style={styles.text}>
        You asked us to tell you when this course opens. It is open now, free, in short videos you can watch on your phone.
      </Text>
      <MailButton href={facts.courseUrl}>See the course</MailButton>
      <Text style={styles.text}>This is the only mail we send you about it.</Text>
    </MailLayout>
  ),
})

/**
 * When a course opens (published and available now), each person waiting for it is mailed once. It runs in the
 * transaction of the staff member's save: their interest is marked notified, the mail recorded and its job queued
 * together with the course's change, or not at all; saving the course again, or on two instances, sends nothing more.
 * The bulk lane's runner sends the mails once the save is committed. Returns how many were recorded.
 */
export const queueCourseOpenMails = (req: PayloadRequest, courseId: string): Promise<number> =>
  inTransaction(
    req.payload,
    async (transactionReq, db) => {
      const result = await db.execute(sql`
        WITH opened AS (
          SELECT id FROM courses WHERE id = ${courseId} AND is_published = true AND status = 'available'
        ), notified AS (
          UPDATE course_interests i SET notified_at = now(), updated_at = now()
          FROM opened WHERE i.course_id = opened.id AND i.notified_at IS NULL
          RETURNING i.id, i.email, i.learner_id, i.course_id
        )
        SELECT id, email, learner_id, course_id FROM notified`)
      const notified = result.rows as { id: string; email: string; learner_id: string | null; course_id: string }[]
      return queueMailsWith(
        transactionReq,
        notified.map((interest) => ({
          kind: 'courseOpen' as const,
          eventKey: mailEventKey('courseOpen', String(interest.id)),
          to: interest.email,
          learnerId: interest.learner_id === null ? null : String(interest.learner_id),
          courseId: String(interest.course_id),
        })),
      )
    },
    req,
  )

/** A queued course-open mail, rendered with the course as it is now; skipped if it closed again meanwhile. */
export const composeCourseOpenMail = async (payload: Payload, delivery: ClaimedDelivery): Promise<Composed> => {
  const result = await payload.db.drizzle.execute(sql`
    SELECT title FROM courses WHERE id = ${delivery.courseId ?? null} AND is_published = true AND status = 'available'`)
  const course = result.rows[0] as { title: string } | undefined
  if (!course || !delivery.courseId) return { skip: 'The course is not open any more' }
  const content = courseOpenMail({ siteUrl: env.publicUrl, courseTitle: course.title, courseUrl: `${env.publicUrl}/v1/courses/${delivery.courseId}` })
  return { mail: { to: delivery.to, ...(await renderMail(content)) } }
}
