import { operation, signedOut } from '@/lib/contract/operation'

import { callsRoutes } from './routes'
import { calendarFeed, learnerCall } from './schemas'

/** Calls' part of the HTTP contract (CONTRACT.md). */
export const callsOperations = {
  calls: operation({
    ...callsRoutes.calls, summary: "The learner's calls that have not ended, soonest first: their courses' and the whole programme's (`?courseId=` for one course's)", access: 'signed-in',
    responses: { 200: { description: 'Upcoming calls, with the join link while it is open', body: learnerCall, list: true }, 400: { description: 'A `courseId` that is not a UUID' }, 401: signedOut },
  }),
  pastCalls: operation({
    ...callsRoutes.pastCalls, summary: "The learner's calls of the last 90 days that have ended, newest first, with their recordings' lessons", access: 'signed-in',
    responses: { 200: { description: 'Past calls', body: learnerCall, list: true }, 401: signedOut },
  }),
  callCalendar: operation({
    ...callsRoutes.callCalendar, summary: '"Add to calendar": one call as an iCalendar file, in UK time, with an alarm an hour before', access: 'signed-in',
    responses: {
      200: { description: 'The call (a download)', mediaType: 'text/calendar' },
      401: signedOut,
      403: { description: "A call of a course the learner is not enrolled in (or whose lessons are not open to them)" },
      404: { description: 'No such call' },
    },
  }),
  callAttendance: operation({
    ...callsRoutes.callAttendance, summary: '"Join the call" was pressed: records that the learner joined, once per call (the screens send it with `sendBeacon` as the call opens)', access: 'signed-in',
    responses: {
      204: { description: 'Recorded (or recorded before)' },
      401: signedOut,
      403: { description: 'A call of a course the learner is not enrolled in (or whose lessons are not open to them)' },
      404: { description: 'No such call' },
      409: { description: 'The call is not open to join: it opens 15 minutes before the start and closes at the end, or it was cancelled' },
    },
  }),
  calendarFeed: operation({
    ...callsRoutes.calendarFeed, summary: "The learner's private calendar feed of the calls, if they subscribed", access: 'signed-in',
    responses: { 200: { description: 'The feed and its addresses, or `subscribed: false`', body: calendarFeed }, 401: signedOut },
  }),
  renewCalendarFeed: operation({
    ...callsRoutes.renewCalendarFeed, summary: '"Subscribe to all calls": a new private feed address (an earlier one stops working)', access: 'signed-in',
    responses: { 201: { description: 'The new feed', body: calendarFeed }, 401: signedOut },
  }),
  stopCalendarFeed: operation({
    ...callsRoutes.stopCalendarFeed, summary: "Stop the learner's calendar feed: its address answers 404 from now on", access: 'signed-in',
    responses: { 204: { description: 'Stopped (or there was none)' }, 401: signedOut },
  }),
  calendarFeedFile: operation({
    ...callsRoutes.calendarFeedFile, summary: 'A learner\'s calendar feed, for calendar apps (no sign-in: the address is the key): upcoming calls and those of the last 30 days, cancelled ones marked cancelled', access: 'anyone',
    responses: { 200: { description: 'The calls as iCalendar', mediaType: 'text/calendar' }, 404: { description: 'A stopped, replaced or made-up feed address' } },
  }),
}
