import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import { Heading, Text } from '@react-email/components'
import type { Payload } from 'payload'

import { composeLearnerMail, mailEventKey, mailSweep, mayMailSql, recordMails } from '@/domains/mail'
import { MailButton } from '@/lib/server/mailTemplates/MailButton'
import { MailLayout } from '@/lib/server/mailTemplates/MailLayout'
import { styles } from '@/lib/server/mailTemplates/mailStyles'
import type { ClaimedDelivery, Composed, MailEvent } from '@/domains/mail'
import type { LearnerMailBase, MailContent } from '@/lib/server/mailTemplates/types'
import { callReminderHours, callTimeLabel } from '@/lib/rules/calls'
import { ukDayLabel, ukTimeLabel } from '@/lib/rules/ukTime'
import { env } from '@/lib/server/env'

import { callsPagePath } from './calendar'
import { recordCallPushes } from './callNotifications'
import { callEndsAtSql, findCallForLearner, mayJoinCallSql, type LearnerCall } from './sessions'

/**
 * Records the day-before reminder of every call starting within 24 hours, for each learner who may join it and wants
 * reminders, and sends them. Each is keyed by call and learner, so however often the sweep runs (or on how many
 * instances), a learner hears about a call once. `now` is the sweep's clock (a test's, or the time it runs).
 */
export const recordCallReminders = async (payload: Payload, now: Date): Promise<string[]> => {
  const result = await payload.db.drizzle.execute(sql`
    SELECT s.id AS call_id, s.course_id, learner.id AS learner_id, learner.email
    FROM live_sessions s CROSS JOIN course_users learner
    WHERE s.cancelled IS NOT TRUE
      AND s.starts_at > ${now.toISOString()}
      AND s.starts_at <= ${now.toISOString()}::timestamptz + make_interval(hours => ${callReminderHours})
      AND ${mayMailSql('learner', 'reminders')}
      AND ${mayJoinCallSql(sql`learner.id`, callEndsAtSql)}`)
  return recordMails(payload.db.drizzle, (result.rows as CallMailRow[]).map((row) => callMail('callReminder', row)))
}

type CallMailRow = { call_id: string; course_id: string | null; learner_id: string; email: string }

/** A call's mail to one learner, keyed by call and learner. */
const callMail = (kind: 'callReminder' | 'callRecording', row: CallMailRow): MailEvent => ({
  kind,
  eventKey: mailEventKey(kind, String(row.call_id), String(row.learner_id)),
  to: row.email,
  learnerId: String(row.learner_id),
  courseId: row.course_id,
  liveSessionId: String(row.call_id),
})

/** How long after a call its "Missed it?" mail may still go, should the recording come late. */
const missedItDays = 14

/**
 * Records "Missed it? Watch the recording" for each call that has ended and has its recording, to each learner of
 * the call (enrolled before it ended) who did not join it from the site and wants course emails: once per call and learner, whenever the
 * recording is added.
 */
export const recordMissedCallMails = async (payload: Payload, now: Date): Promise<string[]> => {
  const result = await payload.db.drizzle.execute(sql`
    SELECT s.id AS call_id, s.course_id, learner.id AS learner_id, learner.email
    FROM live_sessions s CROSS JOIN course_users learner
    WHERE s.cancelled IS NOT TRUE AND s.recording_id IS NOT NULL
      AND ${callEndsAtSql} <= ${now.toISOString()}
      AND s.starts_at > ${now.toISOString()}::timestamptz - make_interval(days => ${missedItDays})
      AND ${mayMailSql('learner', 'courseUpdates')}
      AND NOT EXISTS (SELECT 1 FROM call_attendances a WHERE a.call_id = s.id AND a.learner_id = learner.id)
      AND ${mayJoinCallSql(sql`learner.id`, callEndsAtSql)}`)
  return recordMails(payload.db.drizzle, (result.rows as CallMailRow[]).map((row) => callMail('callRecording', row)))
}

export const queueCallReminders = mailSweep({
  slug: 'queueCallReminders',
  label: 'Queue call reminders, "Missed it?" mails and the calls\' phone notifications',
  cron: env.mail.callReminderCron,
  record: async (payload, now) => {
    await recordCallPushes(payload, now)
    return [...(await recordCallReminders(payload, now)), ...(await recordMissedCallMails(payload, now))]
  },
})

type CallReminderFacts = LearnerMailBase & { call: LearnerCall; callsUrl: string }

/** "Your call is tomorrow": when, in UK time, what it covers, and where the join link will be. */
export const callReminderMail = ({ call, callsUrl, ...base }: CallReminderFacts): MailContent => ({
  subject: `Call reminder: ${call.title}, ${ukDayLabel(call.startsAt)} at ${ukTimeLabel(call.startsAt)}`,
  body: (
    <MailLayout preview={callTimeLabel(call)} siteUrl={base.siteUrl} unsubscribe={base.unsubscribe}>
      <Heading style={styles.heading}>See you on the call, {base.firstName}</Heading>
      <Text style={styles.text}>
        <strong>{call.title}</strong>
        <br />
        {callTimeLabel(call)}
      </Text>
      {call.description ? <Text style={{ ...styles.text, whiteSpace: 'pre-line' }}>{call.description}</Text> : null}
      <Text style={styles.text}>The join link shows on your calls page from 15 minutes before the start.</Text>
      <MailButton href={callsUrl}>Open my calls</MailButton>
    </MailLayout>
  ),
})

/** A call mail's call as it is now, for its learner: a string says why there is none (the mail is then skipped). */
const callOfDelivery = async (payload: Payload, learnerId: string, delivery: ClaimedDelivery): Promise<LearnerCall | string> => {
  const lookup = delivery.liveSessionId ? await findCallForLearner(payload, learnerId, delivery.liveSessionId) : 'not-found'
  return typeof lookup === 'string' ? 'The call is gone, or no longer for this learner' : lookup.found
}

/** The reminder as things are when it is sent: none for a call cancelled, moved past, or no longer the learner's. */
export const composeCallReminderMail = (payload: Payload, delivery: ClaimedDelivery): Promise<Composed> =>
  composeLearnerMail(payload, delivery, async (facts, base) => {
    const call = await callOfDelivery(payload, facts.learner.id, delivery)
    if (typeof call === 'string') return call
    if (call.cancelled) return 'The call was cancelled'
    if (new Date(call.startsAt) <= new Date()) return 'The call has started'
    return { content: callReminderMail({ ...base, call, callsUrl: `${env.publicUrl}${callsPagePath}` }) }
  })

type MissedItFacts = LearnerMailBase & { call: LearnerCall; recordingUrl: string }

/** "Missed it? Watch the recording": the call, and the way to its recording, which plays like any lesson. */
export const missedCallMail = ({ call, recordingUrl, ...base }: MissedItFacts): MailContent => ({
  subject: `Missed it? Watch the recording: ${call.title}`,
  body: (
    <MailLayout preview="The recording plays like a lesson, on any device" siteUrl={base.siteUrl} unsubscribe={base.unsubscribe}>
      <Heading style={styles.heading}>The recording is ready, {base.firstName}</Heading>
      <Text style={styles.text}>
        <strong>{call.title}</strong>
        <br />
        {callTimeLabel(call)}
      </Text>
      <Text style={styles.text}>It plays like a lesson: pick up where you stop, read the transcript, or save it to watch without signal.</Text>
      <MailButton href={recordingUrl}>Watch the recording</MailButton>
    </MailLayout>
  ),
})

/** The mail, unless the recording was taken off or the call is no longer for the learner. */
export const composeMissedCallMail = (payload: Payload, delivery: ClaimedDelivery): Promise<Composed> =>
  composeLearnerMail(payload, delivery, async (facts, base) => {
    const call = await callOfDelivery(payload, facts.learner.id, delivery)
    if (typeof call === 'string') return call
    if (!call.recordingLessonId) return 'The recording was taken off'
    return { content: missedCallMail({ ...base, call, recordingUrl: `${env.publicUrl}/v1/lessons/${call.recordingLessonId}` }) }
  })
