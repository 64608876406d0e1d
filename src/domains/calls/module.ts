import { sql } from '@payloadcms/db-postgres'
import type { MailComposer } from '@/domains/mail'
import type { PushComposer } from '@/domains/notifications'
import type { FeatureModule } from '@/lib/server/featureModule'

import { composeCallOpenPush, composeCallReminderPush } from './callNotifications'
import { composeCallReminderMail, composeMissedCallMail, queueCallReminders } from './callReminders'
import { CalendarFeeds } from './collections/CalendarFeeds'
import { CallAttendances } from './collections/CallAttendances'
import { LiveSessions } from './collections/LiveSessions'
import { callEndpoints } from './endpoints/calls'

/** The fortnightly video calls: sessions and their series, the calendar feed, attendance, reminders and recordings. */
export const callsModule: FeatureModule<MailComposer, PushComposer> = {
  name: 'calls',
  collections: [LiveSessions, CalendarFeeds, CallAttendances],
  endpoints: [...callEndpoints],
  tasks: [queueCallReminders],
  mails: {
    callReminder: composeCallReminderMail,
    callRecording: composeMissedCallMail,
  },
  pushes: { callReminder: composeCallReminderPush, callOpen: composeCallOpenPush },
  learnerData: [
    {
      name: 'calendar-feed',
      about: 'Whether you subscribed to the calls in your calendar, and since when (its address is on your calls page).',
      columns: ['subscribed_since'],
      query: ({ id }) => sql`SELECT created_at AS subscribed_since FROM calendar_feeds WHERE learner_id = ${id}`,
    },
    {
      name: 'calls-joined',
      about: 'The calls you joined from this site (pressing "Join the call"), and when.',
      columns: ['call', 'starts_at', 'joined_at'],
      query: ({ id }) => sql`
        SELECT s.title AS call, s.starts_at, a.created_at AS joined_at
        FROM call_attendances a JOIN live_sessions s ON s.id = a.call_id WHERE a.learner_id = ${id} ORDER BY a.created_at`,
    },
  ],
  // The calendar feed stops.
  closeAccount: async ({ db, learner }) => {
    await db.execute(sql`DELETE FROM calendar_feeds WHERE learner_id = ${learner.id}`)
  },
}
