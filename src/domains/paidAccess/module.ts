import { sql } from '@payloadcms/db-postgres'
import type { MailComposer } from '@/domains/mail'
import type { FeatureModule } from '@/lib/server/featureModule'

import { composeAccessAnsweredMail } from './accessAnsweredMail'
import { AccessRequests } from './collections/AccessRequests'

/** Requests for access to paid courses and staff answers to them. */
export const paidAccessModule: FeatureModule<MailComposer> = {
  name: 'paidAccess',
  collections: [AccessRequests],
  mails: {
    accessAnswered: composeAccessAnsweredMail,
  },
  learnerData: [
    {
      name: 'requests',
      about: 'Your requests for access to paid courses, and the courses you asked to hear about when they open.',
      columns: ['kind', 'course', 'status', 'your_message', 'our_note', 'asked_at', 'answered_at'],
      query: ({ id, email }) => sql`
        SELECT 'access request' AS kind, c.title AS course, r.status::text AS status, r.message AS your_message, r.staff_note AS our_note,
          r.requested_at AS asked_at, r.decided_at AS answered_at
        FROM access_requests r JOIN courses c ON c.id = r.course_id WHERE r.learner_id = ${id}
        UNION ALL
        SELECT 'tell me when it opens', c.title, CASE WHEN i.notified_at IS NULL THEN 'waiting' ELSE 'told it opened' END, NULL, NULL, i.created_at, i.notified_at
        FROM course_interests i JOIN courses c ON c.id = i.course_id WHERE i.learner_id = ${id} OR i.email = ${email}
        ORDER BY asked_at`,
    },
  ],
  // Requests stay in the figures; what the learner and staff wrote about them goes.
  closeAccount: async ({ db, learner }) => {
    await db.execute(sql`UPDATE access_requests SET message = NULL, staff_note = NULL, updated_at = now() WHERE learner_id = ${learner.id}`)
  },
}
