import type { CollectionConfig } from 'payload'

import { nobody, serverWrittenCollection } from '@/access'
import { adminGroups } from '@/lib/server/adminGroups'

/**
 * The phones a learner turned notifications on for (src/domains/notifications/subscriptions.ts): the browser's push
 * address and keys, and which kinds of notification that phone wants. The address and keys are a way to reach the
 * phone, so nothing outside the server reads them.
 */
export const PushSubscriptions: CollectionConfig = {
  slug: 'push-subscriptions',
  labels: { singular: 'Phone with notifications', plural: 'Phones with notifications' },
  admin: { group: adminGroups.learners.name, hidden: true },
  access: serverWrittenCollection,
  fields: [
    { name: 'learner', type: 'relationship', relationTo: 'course-users', required: true, index: true },
    { name: 'endpoint', type: 'text', required: true, unique: true, access: { read: nobody } },
    { name: 'p256dh', type: 'text', required: true, access: { read: nobody } },
    { name: 'auth', type: 'text', required: true, access: { read: nobody } },
    { name: 'device', type: 'text', admin: { description: 'The browser and system, e.g. "Chrome on Android", so the learner can tell their phones apart.' } },
    { name: 'kinds', type: 'json', required: true, admin: { description: 'The kinds of notification this phone wants (src/lib/rules/phoneNotifications.ts).' } },
    { name: 'lastSentAt', type: 'date' },
  ],
}
