import type { CollectionConfig } from 'payload'

import { nobody, serverWrittenCollection } from '@/access'
import { adminGroups } from '@/lib/server/adminGroups'

/**
 * A learner's mobile number for text reminders (src/domains/notifications/texts/mobileNumbers.ts): one each, used
 * only once confirmed with a code texted to it. The code is kept only as a keyed hash.
 */
export const MobileNumbers: CollectionConfig = {
  slug: 'mobile-numbers',
  labels: { singular: 'Mobile for text reminders', plural: 'Mobiles for text reminders' },
  admin: { group: adminGroups.learners.name, hidden: true },
  access: serverWrittenCollection,
  fields: [
    { name: 'learner', type: 'relationship', relationTo: 'course-users', required: true, unique: true },
    { name: 'number', type: 'text', required: true, admin: { description: 'In the international form, +447…' } },
    { name: 'confirmedAt', type: 'date' },
    { name: 'kinds', type: 'json', required: true, admin: { description: 'The reminders it gets by text (src/lib/rules/textMessages.ts).' } },
    { name: 'codeHash', type: 'text', access: { read: nobody }, admin: { hidden: true } },
    { name: 'codeExpiresAt', type: 'date' },
    { name: 'wrongTries', type: 'number', required: true, defaultValue: 0 },
  ],
}
