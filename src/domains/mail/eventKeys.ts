/**
 * The event behind each mail, as the key that makes it send once (`mail_deliveries.event_key` is unique): the same
 * event queued twice, by a double press, a retry or two instances, records one mail. Every key is made here.
 */
const events = {
  welcome: 'welcome',
  enrolment: 'enrolment',
  reminder: 'reminder',
  congratulations: 'congratulations',
  digest: 'digest',
  waitingListConfirmation: 'waiting-list-confirmation',
  /** A repeat signup's link to the entry, at most one an hour. */
  waitingListLink: 'waiting-list-link',
  waitingListAnnouncement: 'waiting-list-announcement',
  courseOpen: 'course-open',
  accessAnswered: 'access-answered',
  passwordReset: 'password-reset',
  /** A sign-in code and link: `{learner}:{request}`, one per press of "Email me a sign-in code". */
  signInCode: 'sign-in-code',
  /** A code confirming closing the account or a change of email: `{learner}:{request}`, one per press of "Email me a code". */
  confirmationCode: 'confirmation-code',
  passwordChanged: 'password-changed',
  emailChangeLink: 'email-change-link',
  emailChangeRequested: 'email-change-requested',
  /** A coach's reply to one round of a workbook answer. */
  coachReply: 'coach-reply',
  /** The day-before reminder of one call, to one learner. */
  callReminder: 'call-reminder',
  /** "Missed it? Watch the recording", once per call and learner. */
  callRecording: 'call-recording',
  /** A mentoring booking's confirmation, move and cancellation (by its sequence), and its reminder (by its slot). */
  mentoringBooked: 'mentoring-booked',
  mentoringMoved: 'mentoring-moved',
  mentoringCancelled: 'mentoring-cancelled',
  mentoringReminder: 'mentoring-reminder',
  /** A mentor's morning mail with the day's calls: `{staff account}:{UK date}`. */
  mentorDay: 'mentor-day',
  /** The questions 90 days after completing a course, once per learner and course. */
  impactFollowUp: 'impact-follow-up',
  /** "May we quote your words?", once ever per learner and course: asked only once, whatever staff do after. */
  quoteConsent: 'quote-consent',
  /** A staff member's notice that a colleague changed their account: `{account}:{colleague}:{changes}:{epoch ms}`. */
  staffAccountChanged: 'staff-account-changed',
} as const

export type MailEventName = keyof typeof events

/** The key of one event, from the ids (and counts, dates) that make it that event. */
export const mailEventKey = (event: MailEventName, ...facts: (string | number)[]): string => [events[event], ...facts].join(':')
