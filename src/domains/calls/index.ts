/**
 * The fortnightly calls: who each is for, the learner's list in UK time, calendar files and the private calendar
 * feed, the series staff add, and the day-before reminders.
 */
export { calendarHeaders, calendarText, inUk, newUkCalendar } from './calendar'
export { findGroupInvite, groupLinkFor } from './community'
export type { GroupInvite } from './community'
export { queueCallReminders } from './callReminders'
export type { CalendarFeed } from './feeds'
