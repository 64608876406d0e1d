import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import { Heading, Text } from '@react-email/components'
import type { Payload } from 'payload'

import { composeLearnerMail, mailEventKey, mailSweep, mayMailSql, recordMails } from '@/domains/mail'
import { MailButton } from '@/lib/server/mailTemplates/MailButton'
import { MailLayout } from '@/lib/server/mailTemplates/MailLayout'
import { renderMail } from '@/lib/server/mailTemplates/renderMail'
import { styles } from '@/lib/server/mailTemplates/mailStyles'
import type { ClaimedDelivery, Composed } from '@/domains/mail'
import type { MailContent } from '@/lib/server/mailTemplates/types'
import { callTimeLabel } from '@/lib/rules/calls'
import { ukDayLabel, ukTimeLabel } from '@/lib/rules/ukTime'
import { env } from '@/lib/server/env'

import { mentoringLimits } from './contract/rules'
import { bookingCalendar, mentoringPagePath } from './bookingCalendar'
import { recordMentoringPushes } from './mentoringNotifications'
import { bookingFacts, type BookingFacts } from './bookingFacts'

const invite = (content: string, method: 'REQUEST' | 'CANCEL', filename: string) => ({
  filename,
  content: Buffer.from(content, 'utf8'),
  contentType: `text/calendar; charset=utf-8; method=${method}`,
})

const pageUrl = () => `${env.publicUrl}${mentoringPagePath}`
const changeLine = `You can cancel or move it on your Mentoring page up to ${mentoringLimits.changeHoursBefore} hours before the start.`

const BookingLines = ({ facts }: { facts: BookingFacts }) => (
  <>
    <Text style={styles.text}>
      <strong>{facts.when}</strong>
      <br />
      With {facts.row.mentor_name}, about {facts.row.course_title}. {facts.where}.
    </Text>
    <Text style={{ ...styles.text, whiteSpace: 'pre-line' }}>What you want to cover: {facts.row.topic}</Text>
  </>
)

export const bookedMail = (facts: BookingFacts): MailContent => ({
  subject: `Mentoring call booked: ${ukDayLabel(facts.row.starts_at)} at ${ukTimeLabel(facts.row.starts_at)}`,
  body: (
    <MailLayout preview={facts.when} siteUrl={env.publicUrl}>
      <Heading style={styles.heading}>You&apos;re booked in, {facts.firstName}</Heading>
      <BookingLines facts={facts} />
      <Text style={styles.text}>The invitation attached adds it to your calendar. {changeLine}</Text>
      <MailButton href={pageUrl()}>My mentoring</MailButton>
    </MailLayout>
  ),
})

export const movedMail = (facts: BookingFacts, oldWhen: string): MailContent => ({
  subject: `Mentoring call moved: ${ukDayLabel(facts.row.starts_at)} at ${ukTimeLabel(facts.row.starts_at)}`,
  body: (
    <MailLayout preview={`Now ${facts.when}`} siteUrl={env.publicUrl}>
      <Heading style={styles.heading}>Your mentoring call has moved, {facts.firstName}</Heading>
      <Text style={styles.text}>It was {oldWhen}. It is now:</Text>
      <BookingLines facts={facts} />
      <Text style={styles.text}>The attachments take the old time out of your calendar and put the new one in. {changeLine}</Text>
      <MailButton href={pageUrl()}>My mentoring</MailButton>
    </MailLayout>
  ),
})

export const cancelledMail = (facts: BookingFacts): MailContent => ({
  subject: `Mentoring call cancelled: ${ukDayLabel(facts.row.starts_at)} at ${ukTimeLabel(facts.row.starts_at)}`,
  body: (
    <MailLayout preview="The time is free again" siteUrl={env.publicUrl}>
      <Heading style={styles.heading}>Your mentoring call is cancelled, {facts.firstName}</Heading>
      <Text style={styles.text}>
        The call with {facts.row.mentor_name} on {facts.when} is cancelled. The attachment takes it out of your calendar. You can book another time
        on your Mentoring page.
      </Text>
      <MailButton href={pageUrl()}>Book another time</MailButton>
    </MailLayout>
  ),
})

/**
 * A booking's confirmation, move or cancellation, with the calendar files that go with it. The learner asked for
 * these, so they are not a kind of mail to turn off; a mail made stale by a later change is skipped.
 */
export const composeBookingMail = async (payload: Payload, delivery: ClaimedDelivery): Promise<Composed> => {
  const facts = await bookingFacts(payload, delivery.mentoringBookingId)
  if (!facts) return { skip: 'The booking or the account is gone' }
  const sequence = Number(delivery.eventKey.split(':').at(-1))
  const to = facts.row.email
  const withCalendar = async (content: MailContent, attachments: ReturnType<typeof invite>[]): Promise<Composed> => ({
    mail: { to, ...(await renderMail(content)), attachments },
  })
  switch (delivery.kind) {
    case 'mentoringBooked':
      if (facts.row.status !== 'booked' || facts.event.sequence !== sequence) return { skip: 'The booking changed before its confirmation went' }
      return withCalendar(bookedMail(facts), [invite(bookingCalendar(facts.event, 'REQUEST'), 'REQUEST', 'mentoring-call.ics')])
    case 'mentoringMoved': {
      if (facts.row.status !== 'booked' || facts.event.sequence !== sequence || !facts.row.moved_from_id || !facts.row.old_starts_at) {
        return { skip: 'The booking changed again since' }
      }
      const old = { ...facts.event, slotId: String(facts.row.moved_from_id), startsAt: new Date(facts.row.old_starts_at).toISOString(), durationMinutes: Number(facts.row.old_duration_minutes) }
      return withCalendar(movedMail(facts, callTimeLabel(old)), [
        invite(bookingCalendar(facts.event, 'REQUEST'), 'REQUEST', 'mentoring-call.ics'),
        invite(bookingCalendar(old, 'CANCEL'), 'CANCEL', 'mentoring-call-old-time-cancelled.ics'),
      ])
    }
    case 'mentoringCancelled':
      return withCalendar(cancelledMail(facts), [invite(bookingCalendar(facts.event, 'CANCEL'), 'CANCEL', 'mentoring-call-cancelled.ics')])
    default:
      return { skip: `Not a booking mail: ${delivery.kind}` }
  }
}

export const reminderMail = (facts: BookingFacts, base: { siteUrl: string; unsubscribe: Parameters<typeof MailLayout>[0]['unsubscribe'] }): MailContent => ({
  subject: `Mentoring call reminder: ${ukDayLabel(facts.row.starts_at)} at ${ukTimeLabel(facts.row.starts_at)}`,
  body: (
    <MailLayout preview={facts.when} siteUrl={base.siteUrl} unsubscribe={base.unsubscribe}>
      <Heading style={styles.heading}>Your mentoring call is coming up, {facts.firstName}</Heading>
      <BookingLines facts={facts} />
      <MailButton href={pageUrl()}>My mentoring</MailButton>
    </MailLayout>
  ),
})

/** The reminder, unless the booking was cancelled, moved to another time or has started. */
export const composeMentoringReminderMail = (payload: Payload, delivery: ClaimedDelivery): Promise<Composed> =>
  composeLearnerMail(payload, delivery, async (_facts, base) => {
    const facts = await bookingFacts(payload, delivery.mentoringBookingId)
    if (!facts || facts.row.status !== 'booked') return 'The booking was cancelled'
    if (!delivery.eventKey.endsWith(`:${facts.row.slot_id}`)) return 'The booking moved to another time'
    if (new Date(facts.row.starts_at) <= new Date()) return 'The call has started'
    return { content: reminderMail(facts, base) }
  })

/** Records the reminder of each booking starting within 24 hours, once per booking and time, and sends them. */
export const recordMentoringReminders = async (payload: Payload, now: Date): Promise<string[]> => {
  const result = await payload.db.drizzle.execute(sql`
    SELECT b.id, b.slot_id, b.course_id, u.id AS learner_id, u.email
    FROM mentoring_bookings b JOIN course_users u ON u.id = b.learner_id
    WHERE b.status = 'booked'
      AND b.starts_at > ${now.toISOString()}
      AND b.starts_at <= ${now.toISOString()}::timestamptz + interval '24 hours'
      AND ${mayMailSql('u', 'reminders')}`)
  const rows = result.rows as { id: string; slot_id: string; course_id: string | null; learner_id: string; email: string }[]
  return recordMails(
    payload.db.drizzle,
    rows.map((row) => ({
      kind: 'mentoringReminder' as const,
      eventKey: mailEventKey('mentoringReminder', String(row.id), String(row.slot_id)),
      to: row.email,
      learnerId: String(row.learner_id),
      courseId: row.course_id,
      mentoringBookingId: String(row.id),
    })),
  )
}

export const queueMentoringReminders = mailSweep({
  slug: 'queueMentoringReminders',
  label: 'Queue mentoring reminders',
  cron: env.mail.callReminderCron,
  record: async (payload, now) => {
    await recordMentoringPushes(payload, now)
    return recordMentoringReminders(payload, now)
  },
})
