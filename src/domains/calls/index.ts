/**
 * The fortnightly calls: who each is for, the learner's list in UK time, calendar files and the private calendar
 * feed, the series staff add, and the day-before reminders.
 */
export { recordAttendance } from './attendance'
export { callCalendar, calendarHeaders, calendarText, callsFeedCalendar, inUk, newUkCalendar } from './calendar'
export { findGroupInvite, groupLinkFor } from './community'
export type { GroupInvite } from './community'
export { composeCallReminderMail, composeMissedCallMail, queueCallReminders } from './callReminders'
export { findCalendarFeed, learnerOfFeedToken, renewCalendarFeed, stopCalendarFeed } from './feeds'
export type { CalendarFeed } from './feeds'
export { createFortnightlySeries, stampCalendarChange } from './series'
export { findCallForLearner, findFeedCalls, findPastCalls, findUpcomingCalls } from './sessions'
export type { LearnerCall } from './sessions'
