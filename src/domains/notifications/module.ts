import { sql } from '@payloadcms/db-postgres'

import type { FeatureModule } from '@/lib/server/featureModule'

import { MobileNumbers } from './collections/MobileNumbers'
import { PushDeliveries } from './collections/PushDeliveries'
import { PushSubscriptions } from './collections/PushSubscriptions'
import { TextDeliveries } from './collections/TextDeliveries'
import { skipPushesOf } from './deliveries'
import { mobileEndpoints } from './endpoints/mobile'
import { notificationsEndpoints } from './endpoints/phoneNotifications'
import { sendPushTask } from './jobs/sendPush'
import { sendTextTask } from './jobs/sendText'
import { forgetPhonesOf } from './subscriptions'
import { forgetMobile } from './texts/mobileNumbers'
import { skipTextsOf } from './texts/textDeliveries'

/**
 * Notifications on learners' phones (Web Push) and text messages to a confirmed mobile: the phones that turned them
 * on and the kinds each wants, the number and its code, each notification and text recorded once per event and sent
 * through the mail queue (held through quiet hours), and the account page's switches. The modules that record an
 * event compose its words (their module's `pushes`); a text says the same.
 */
export const notificationsModule: FeatureModule = {
  name: 'notifications',
  collections: [PushSubscriptions, PushDeliveries, MobileNumbers, TextDeliveries],
  endpoints: [...notificationsEndpoints, ...mobileEndpoints],
  tasks: [sendPushTask, sendTextTask],
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
    {
      name: 'mobile',
      about: 'The mobile number you gave for text reminders, whether you confirmed it, and which reminders it gets.',
      columns: ['number', 'confirmed_at', 'reminders', 'created_at'],
      query: ({ id }) => sql`
        SELECT number, confirmed_at, array_to_string(ARRAY(SELECT jsonb_array_elements_text(kinds)), ', ') AS reminders, created_at
        FROM mobile_numbers WHERE learner_id = ${id}`,
    },
    {
      name: 'texts',
      about: 'The text messages the programme sent you or meant to: which, and what happened to each.',
      columns: ['kind', 'status', 'send_at', 'sent_at', 'created_at'],
      query: ({ id }) => sql`SELECT kind, status, send_at, sent_at, created_at FROM text_deliveries WHERE learner_id = ${id} ORDER BY created_at`,
    },
  ],
  // The phones and the number go; what was sent stays in the figures, with nothing left that reaches a phone.
  closeAccount: async ({ db, learner }) => {
    await forgetPhonesOf(db, learner.id)
    await skipPushesOf(db, learner.id)
    await forgetMobile(db, learner.id)
    await skipTextsOf(db, learner.id)
  },
  deleteAccount: async ({ req, learnerId }) => {
    for (const collection of ['push-subscriptions', 'push-deliveries', 'mobile-numbers', 'text-deliveries'] as const) {
      await req.payload.delete({ collection, where: { learner: { equals: learnerId } }, req, overrideAccess: true })
    }
  },
}
