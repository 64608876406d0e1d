import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import { Heading, Link, Text } from '@react-email/components'
import type { Payload } from 'payload'

import { mailEventKey, mailSweep, recordMails, type ClaimedDelivery, type Composed } from '@/domains/mail'
import { ukDayBounds, ukIsoDay, ukTimeLabel, longDate } from '@/lib/rules/ukTime'
import { env } from '@/lib/server/env'
import { MailLayout } from '@/lib/server/mailTemplates/MailLayout'
import { styles } from '@/lib/server/mailTemplates/mailStyles'
import { renderMail } from '@/lib/server/mailTemplates/renderMail'
import type { MailContent } from '@/lib/server/mailTemplates/types'

import type { MentoringHow } from './contract/rules'

type MentorCall = {
  id: string
  startsAt: string
  durationMinutes: number
  how: MentoringHow
  learner: string
  company: string | null
  course: string
  topic: string
  phone: string | null
  videoUrl: string | null
}

/** A booked mentor's calls on the UK day `day` falls in, still booked, in order. */
const mentorCallsOfDay = async (payload: Payload, mentorId: string, day: Date): Promise<MentorCall[]> => {
  const { from, to } = ukDayBounds(day)
  const result = await payload.db.drizzle.execute(sql`
    SELECT b.id, b.starts_at, s.duration_minutes, s.how, s.video_url, u.name AS learner, u.company, c.title AS course, b.topic, b.phone
    FROM mentoring_bookings b JOIN mentoring_slots s ON s.id = b.slot_id JOIN course_users u ON u.id = b.learner_id JOIN courses c ON c.id = b.course_id
    WHERE b.mentor_id = ${mentorId} AND b.status = 'booked' AND b.starts_at >= ${from.toISOString()} AND b.starts_at < ${to.toISOString()}
    ORDER BY b.starts_at`)
  type Row = { id: string; starts_at: string | Date; duration_minutes: string | number; how: MentoringHow; video_url: string | null; learner: string; company: string | null; course: string; topic: string; phone: string | null }
  return (result.rows as Row[]).map((row) => ({
    id: String(row.id),
    startsAt: new Date(row.starts_at).toISOString(),
    durationMinutes: Number(row.duration_minutes),
    how: row.how,
    learner: row.learner,
    company: row.company,
    course: row.course,
    topic: row.topic,
    phone: row.phone,
    videoUrl: row.how === 'video' ? row.video_url : null,
  }))
}

/** The morning mail: each call of the day with who, what they want to cover, and how to reach them. */
export const mentorDayMail = (calls: MentorCall[], day: Date, siteUrl: string): MailContent => ({
  subject: `Your mentoring calls today: ${calls.length}`,
  body: (
    <MailLayout preview={`${calls.length} mentoring ${calls.length === 1 ? 'call' : 'calls'} on ${longDate(day)}`} siteUrl={siteUrl}>
      <Heading style={styles.heading}>Your mentoring calls on {longDate(day)}</Heading>
      {calls.map((call) => (
        <Text key={call.id} style={{ ...styles.text, whiteSpace: 'pre-line' }}>
          <strong>{`${ukTimeLabel(call.startsAt)}, ${call.durationMinutes} minutes: ${call.learner}${call.company ? `, ${call.company}` : ''}`}</strong>
          {`\n${call.course}. Wants to cover: ${call.topic}\n`}
          {call.phone ? <>Phone them on <Link href={`tel:${call.phone.replace(/\s+/g, '')}`}>{call.phone}</Link>. </> : null}
          {call.videoUrl ? <>Video call: <Link href={call.videoUrl}>{call.videoUrl}</Link>. </> : null}
          <Link href={`${siteUrl}/admin/collections/mentoring-bookings/${call.id}`}>Open the booking</Link>
        </Text>
      ))}
      <Text style={styles.text}>You get this on a day with calls booked. Turn it off on your staff account: &ldquo;Send me my mentoring calls each morning&rdquo;.</Text>
    </MailLayout>
  ),
})

/** Staff accounts that mentor as one of the People and have the morning mail on. */
const mentorsWithTheMail = sql`
  SELECT u.id, u.email, u.mentor_as_id FROM users u
  WHERE u.mentor_as_id IS NOT NULL AND u.mentor_day_mail IS NOT FALSE`

/** Records each mentor's morning mail for the UK day of `now`, once per staff account and day, and sends them. */
export const recordMentorDays = async (payload: Payload, now: Date): Promise<string[]> => {
  const { from, to } = ukDayBounds(now)
  const result = await payload.db.drizzle.execute(sql`
    ${mentorsWithTheMail} AND EXISTS (
      SELECT 1 FROM mentoring_bookings b WHERE b.mentor_id = u.mentor_as_id AND b.status = 'booked' AND b.starts_at >= ${from.toISOString()} AND b.starts_at < ${to.toISOString()})`)
  const day = ukIsoDay(now)
  return recordMails(
    payload.db.drizzle,
    (result.rows as { id: string; email: string }[]).map((row) => ({ kind: 'mentorDay' as const, eventKey: mailEventKey('mentorDay', String(row.id), day), to: row.email })),
  )
}

/** The mail as it is sent: the day's calls then, unless the mentor turned it off or every call was cancelled. */
export const composeMentorDayMail = async (payload: Payload, delivery: ClaimedDelivery): Promise<Composed> => {
  const [, staffId, isoDay] = delivery.eventKey.split(':')
  const mentor = (await payload.db.drizzle.execute(sql`${mentorsWithTheMail} AND u.id = ${staffId}`)).rows[0] as { mentor_as_id: string } | undefined
  if (!mentor) return { skip: 'No longer a mentor, or the morning mail is turned off' }
  // Noon UTC falls on the same UK day whatever the clocks do.
  const day = new Date(`${isoDay}T12:00:00Z`)
  const calls = await mentorCallsOfDay(payload, String(mentor.mentor_as_id), day)
  if (calls.length === 0) return { skip: 'Every call of the day was cancelled' }
  return { mail: { to: delivery.to, ...(await renderMail(mentorDayMail(calls, day, env.publicUrl))) } }
}

export const queueMentorDays = mailSweep({
  slug: 'queueMentorDays',
  label: "Queue mentors' morning mail",
  cron: env.mail.mentorDayCron,
  record: recordMentorDays,
})
