import type { CollectionConfig } from 'payload'

import { pushStatuses } from '@/lib/rules/phoneNotifications'
import { textKinds } from '@/lib/rules/textMessages'

import { serverWrittenCollection } from '@/access'
import { adminGroups } from '@/lib/server/adminGroups'

const options = (values: readonly string[]) => values.map((value) => ({ label: value, value }))

/**
 * One row per text message the programme decided to send (src/domains/notifications/texts/textDeliveries.ts), the
 * sibling of Sent mail: once per event key, with what happened to it. The number is not kept here: it is the
 * learner's, read when the text goes.
 */
export const TextDeliveries: CollectionConfig = {
  slug: 'text-deliveries',
  labels: { singular: 'Sent text', plural: 'Sent texts' },
  admin: {
    group: adminGroups.learners.name,
    useAsTitle: 'eventKey',
    defaultColumns: ['createdAt', 'kind', 'learner', 'status', 'lastError'],
    description:
      'Every text message sent to learners: the codes that confirm a number, and the reminders of calls and mentoring calls the day before. None go between 20:00 and 07:00 UK time. Read-only.',
  },
  defaultSort: '-createdAt',
  access: serverWrittenCollection,
  disableDuplicate: true,
  fields: [
    { name: 'kind', type: 'select', required: true, index: true, options: options(textKinds) },
    { name: 'status', type: 'select', required: true, index: true, defaultValue: 'queued', options: options(pushStatuses) },
    { name: 'eventKey', type: 'text', required: true, unique: true },
    { name: 'learner', type: 'relationship', relationTo: 'course-users', required: true, index: true },
    { name: 'liveSession', label: 'Call', type: 'relationship', relationTo: 'live-sessions', index: true },
    { name: 'mentoringBooking', label: 'Mentoring booking', type: 'relationship', relationTo: 'mentoring-bookings', index: true },
    { name: 'sendAt', label: 'Not before', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'providerId', label: "The provider's id", type: 'text' },
    { name: 'attempts', type: 'number', required: true, defaultValue: 0 },
    { name: 'lastError', label: 'Error or reason', type: 'text' },
    { name: 'sentAt', label: 'Sent at', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
