import { sql } from '@payloadcms/db-postgres'
import type { MailComposer } from '@/domains/mail'
import type { PushComposer } from '@/domains/notifications'
import type { FeatureModule } from '@/lib/server/featureModule'

import { MentoringBookings } from './collections/MentoringBookings'
import { MentoringSlots } from './collections/MentoringSlots'
import { mentoringEndpoints } from './endpoints/mentoring'
import { composeBookingMail, composeMentoringReminderMail, queueMentoringReminders } from './mentoringMails'
import { composeMentorDayMail, queueMentorDays } from './mentorDay'
import { composeMentoringReminderPush } from './mentoringNotifications'

/** One-to-one mentoring: slots, bookings, their calendar invitations, mails and reminders. */
export const mentoringModule: FeatureModule<MailComposer, PushComposer> = {
  name: 'mentoring',
  collections: [MentoringSlots, MentoringBookings],
  endpoints: [...mentoringEndpoints],
  tasks: [queueMentoringReminders, queueMentorDays],
  mails: {
    mentoringBooked: composeBookingMail,
    mentoringMoved: composeBookingMail,
    mentoringCancelled: composeBookingMail,
    mentoringReminder: composeMentoringReminderMail,
    mentorDay: composeMentorDayMail,
  },
  pushes: { mentoringReminder: composeMentoringReminderPush },
  learnerData: [
    {
      name: 'mentoring',
      about: 'Your mentoring calls: when, with whom, what you wanted to cover, what you agreed, and your mentor\'s notes.',
      columns: ['starts_at', 'mentor', 'course', 'status', 'topic', 'phone', 'agreed_actions', 'mentor_notes', 'booked_at'],
      query: ({ id }) => sql`
        SELECT b.starts_at, p.name AS mentor, c.title AS course, b.status, b.topic, b.phone, b.agreed_actions, b.mentor_notes, b.created_at AS booked_at
        FROM mentoring_bookings b JOIN people p ON p.id = b.mentor_id JOIN courses c ON c.id = b.course_id WHERE b.learner_id = ${id} ORDER BY b.starts_at`,
    },
  ],
  // Mentoring calls still to come are cancelled (their times free again); what they and their mentor wrote goes.
  closeAccount: async ({ db, learner }) => {
    await db.execute(sql`
      UPDATE mentoring_bookings SET status = CASE WHEN status = 'booked' THEN 'cancelled'::enum_mentoring_bookings_status ELSE status END,
        cancelled_at = CASE WHEN status = 'booked' THEN now() ELSE cancelled_at END, active_slot = NULL, topic = '', phone = NULL,
        agreed_actions = NULL, mentor_notes = NULL, updated_at = now()
      WHERE learner_id = ${learner.id}`)
  },
}
