import type { MailKind } from './mailKinds'
import type { PushKind } from './phoneNotifications'
import type { TextKind } from './textMessages'

/**
 * What goes first (issue 45.7). Every mail, phone notification and text goes in one of two lanes, each a queue of
 * Payload's jobs with its own runner (payload.config.ts): `first` for mail one person is waiting for or must know at
 * once (a sign-in code, a reset link, a coach's reply, a booking), `bulk` for what a sweep or an announcement sends to
 * many (reminders, digests, announcements, nudges). A sweep of thousands of reminders then waits behind a sign-in
 * code, never the other way round. This file is the one place that decides the lane of each kind.
 */
export type SendLane = 'first' | 'bulk'

const laneOfMailKind: Record<MailKind, SendLane> = {
  // Asked for by the person a moment ago, or about their account's safety.
  signInCode: 'first',
  confirmationCode: 'first',
  passwordReset: 'first',
  passwordChanged: 'first',
  emailChangeLink: 'first',
  emailChangeRequested: 'first',
  staffAccountChanged: 'first',
  welcome: 'first',
  enrolment: 'first',
  waitingListConfirmation: 'first',
  congratulations: 'first',
  // One person writing to another, or answering them.
  coachReply: 'first',
  accessAnswered: 'first',
  quoteConsent: 'first',
  mentoringBooked: 'first',
  mentoringMoved: 'first',
  mentoringCancelled: 'first',
  // Sweeps and announcements: many at once, none of them waited for this minute.
  reminder: 'bulk',
  callReminder: 'bulk',
  callRecording: 'bulk',
  mentoringReminder: 'bulk',
  mentorDay: 'bulk',
  impactFollowUp: 'bulk',
  digest: 'bulk',
  waitingListAnnouncement: 'bulk',
  courseOpen: 'bulk',
}

/** Phone notifications by the same rule: the coach's reply goes first; reminders, a call opening (to everyone on it) and nudges are bulk. */
const laneOfPushKind: Record<PushKind, SendLane> = {
  coachReply: 'first',
  callReminder: 'bulk',
  callOpen: 'bulk',
  mentoringReminder: 'bulk',
  nudge: 'bulk',
}

/** Texts: the code confirming a number (the learner is typing it in) goes first; reminders are bulk. */
const laneOfTextKind: Record<TextKind, SendLane> = {
  mobileCode: 'first',
  callReminder: 'bulk',
  mentoringReminder: 'bulk',
}

export const mailLaneOf = (kind: MailKind): SendLane => laneOfMailKind[kind]
export const pushLaneOf = (kind: PushKind): SendLane => laneOfPushKind[kind]
export const textLaneOf = (kind: TextKind): SendLane => laneOfTextKind[kind]

/** How often a lane's runner looks for work and how many it may send each time: `perRun` every `everySeconds`. */
export type Pace = { everySeconds: number; perRun: number; cron: string }

/** The share of the provider's limit kept for the first lane's queue (it also sends at once what a person asks for). */
export const firstLaneShare = 1 / 4

/** Run lengths that divide a minute, so a lane's runner fits a cron expression with seconds. */
const runSeconds = [1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30, 60]

/**
 * A steady pace of `perMinute` sends: the shortest run length that holds a whole number of sends, so sends are spread
 * over the minute (45 a minute: 3 every 4 seconds) rather than sent in one burst at its start.
 */
export const paceOf = (perMinute: number): Pace => {
  const rate = Math.max(1, Math.floor(perMinute))
  const everySeconds = runSeconds.find((seconds) => (rate * seconds) % 60 === 0) ?? 60
  return { everySeconds, perRun: (rate * everySeconds) / 60, cron: everySeconds === 60 ? '0 * * * * *' : `*/${everySeconds} * * * * *` }
}

/**
 * Splits the provider's limit (MAIL_SENDS_PER_MINUTE) between the lanes: a quarter (at least one a minute) for the
 * first lane's queue, the rest for bulk, so both together never send more than the limit from one instance.
 */
export const lanePaces = (sendsPerMinute: number): Record<SendLane, Pace> => {
  const total = Math.max(2, Math.floor(sendsPerMinute))
  const first = Math.max(1, Math.round(total * firstLaneShare))
  return { first: paceOf(first), bulk: paceOf(total - first) }
}

/** From how long the oldest waiting mail has waited the staff home says mail is running late. */
export const mailLateAfterMinutes = 10

/** "14 minutes", "1 minute", "3 hours", "2 days": how long ago, for a sentence. */
export const agoLabel = (since: Date, now: Date): string => {
  const minutes = Math.max(0, Math.floor((now.getTime() - since.getTime()) / 60_000))
  if (minutes < 120) return minutes === 1 ? '1 minute' : `${minutes} minutes`
  const hours = Math.floor(minutes / 60)
  if (hours < 48) return `${hours} hours`
  return `${Math.floor(hours / 24)} days`
}

/**
 * What the staff home says when mail waits too long: nothing while the oldest waiting mail is younger than
 * `mailLateAfterMinutes`.
 */
export const lateMailNotice = (waiting: { count: number; oldestQueuedAt: Date | null }, now: Date): string | null => {
  if (!waiting.oldestQueuedAt || now.getTime() - waiting.oldestQueuedAt.getTime() < mailLateAfterMinutes * 60_000) return null
  const count = waiting.count === 1 ? '1 email is' : `${waiting.count.toLocaleString('en-GB')} emails are`
  return `Mail is running late: the oldest waiting email was queued ${agoLabel(waiting.oldestQueuedAt, now)} ago. ${count} waiting to be sent.`
}
