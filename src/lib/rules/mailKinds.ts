/**
 * Every mail the programme sends, all through the queue: to learners, the staff digest, to people on the waiting list
 * (the confirmation with their link, and staff's announcements), to people waiting for a coming-soon course (the one
 * mail saying it is open), staff's answer to a learner's request to open a paid course, and the account's security
 * mails (a sign-in code, a code confirming closing the account or a change of email, a reset link, a changed password,
 * a change of email's link and the notice to the old address). The last seven are not a topic to turn off: the learner
 * asked for them, or must know. Nor is the notice to a staff member that a colleague changed their password or email or
 * turned their two-factor sign-in off.
 */
export const mailKinds = [
  'welcome',
  'enrolment',
  'reminder',
  'congratulations',
  'digest',
  'waitingListConfirmation',
  'waitingListAnnouncement',
  'courseOpen',
  'accessAnswered',
  'passwordReset',
  'signInCode',
  'confirmationCode',
  'passwordChanged',
  'emailChangeLink',
  'emailChangeRequested',
  'coachReply',
  'callReminder',
  'callRecording',
  'mentoringBooked',
  'mentoringMoved',
  'mentoringCancelled',
  'mentoringReminder',
  'mentorDay',
  'impactFollowUp',
  'quoteConsent',
  'staffAccountChanged',
] as const
export type MailKind = (typeof mailKinds)[number]

/** What a learner can turn off: reminders, and mails about their courses. Mail to staff or the waiting list has none. */
export const mailTopics = ['reminders', 'courseUpdates'] as const
export type MailTopic = (typeof mailTopics)[number]

const topicOfKind: Record<MailKind, MailTopic | null> = {
  welcome: 'courseUpdates',
  enrolment: 'courseUpdates',
  congratulations: 'courseUpdates',
  reminder: 'reminders',
  digest: null,
  waitingListConfirmation: null,
  waitingListAnnouncement: null,
  courseOpen: null,
  accessAnswered: null,
  passwordReset: null,
  signInCode: null,
  confirmationCode: null,
  passwordChanged: null,
  emailChangeLink: null,
  emailChangeRequested: null,
  coachReply: 'courseUpdates',
  callReminder: 'reminders',
  callRecording: 'courseUpdates',
  mentoringBooked: null,
  mentoringMoved: null,
  mentoringCancelled: null,
  mentoringReminder: 'reminders',
  mentorDay: null,
  impactFollowUp: 'courseUpdates',
  quoteConsent: 'courseUpdates',
  staffAccountChanged: null,
}

/** The learner preference that governs a mail of this kind; null for mail to staff or to the waiting list. */
export const mailTopicOf = (kind: MailKind): MailTopic | null => topicOfKind[kind]

export const mailTopicLabels: Record<MailTopic, string> = {
  reminders: 'Reminders: the day before a call or a mentoring call, and when I have not been back to a course for a week',
  courseUpdates: "Emails about my courses: welcome, enrolment, certificates, my coach's replies, the recordings of calls I missed, the questions 90 days after I finish a course, and whether you may quote my answer to them",
}

export const isMailTopic = (value: unknown): value is MailTopic => typeof value === 'string' && (mailTopics as readonly string[]).includes(value)

export const mailStatuses = ['queued', 'sending', 'sent', 'failed', 'skipped'] as const
export type MailStatus = (typeof mailStatuses)[number]

/** The ISO week a moment falls in (Europe/London's week starts on Monday too), e.g. "2026-W48": one staff digest each. */
export const isoWeek = (moment: Date): string => {
  const day = new Date(Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate()))
  const weekday = day.getUTCDay() || 7
  day.setUTCDate(day.getUTCDate() + 4 - weekday)
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1)
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7)
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`
}

export type MailPreferences = Record<MailTopic, boolean>

/** A learner's stored choices; every mail is on until they turn it off. */
export const mailPreferencesOf = (stored: { reminders?: boolean | null; courseUpdates?: boolean | null } | null | undefined): MailPreferences => ({
  reminders: stored?.reminders !== false,
  courseUpdates: stored?.courseUpdates !== false,
})
