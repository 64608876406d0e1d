import { sql } from '@payloadcms/db-postgres'

import type { FeatureModule } from '@/lib/server/featureModule'

import { PushDeliveries } from './collections/PushDeliveries'
import { PushSubscriptions } from './collections/PushSubscriptions'
import { skipPushesOf } from './deliveries'
import { notificationsEndpoints } from './endpoints/phoneNotifications'
import { sendPushTask } from './jobs/sendPush'
import { forgetPhonesOf } from './subscriptions'

/**
 * Notifications on learners' phones (Web Push): the phones that turned them on and the kinds each wants, the
 * notifications recorded once per event and sent through the mail queue (held through quiet hours), and the
 * account page's switches. The modules that record an event compose its words (their module's `pushes`).
 */
export const notificationsModule: FeatureModule = {
  name: 'notifications',
  collections: [PushSubscriptions, PushDeliveries],
  endpoints: [...notificationsEndpoints],
  tasks: [sendPushTask],
  learnerData: [
    {
      name: 'phones',
      about: 'The phones and browsers you turned notifications on for, and which kinds each gets.',
      columns: ['device', 'kinds', 'created_at', 'last_sent_at'],
      query: ({ id }) => sql`
        SELECT device, array_to_string(ARRAY(SELECT jsonb_array_elements_text(kinds)), ', ') AS kinds, created_at, last_sent_at
        FROM push_subscriptions WHERE learner_id = ${id} ORDER BY created_at`,
    },
    {
      name: 'notifications',
      about: 'The notifications the programme sent to your phones or meant to: which, what they said, and what happened to each.',
      columns: ['kind', 'title', 'status', 'phones', 'send_at', 'sent_at', 'created_at'],
      query: ({ id }) => sql`
        SELECT kind, title, status, phones, send_at, sent_at, created_at FROM push_deliveries WHERE learner_id = ${id} ORDER BY created_at`,
    },
  ],
  // The phones go; what was sent stays in the figures, with nothing left that reaches a phone.
  closeAccount: async ({ db, learner }) => {
    await forgetPhonesOf(db, learner.id)
    await skipPushesOf(db, learner.id)
  },
  deleteAccount: async ({ req, learnerId }) => {
    await req.payload.delete({ collection: 'push-subscriptions', where: { learner: { equals: learnerId } }, req, overrideAccess: true })
    await req.payload.delete({ collection: 'push-deliveries', where: { learner: { equals: learnerId } }, req, overrideAccess: true })
  },
}
