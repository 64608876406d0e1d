import type { CollectionConfig } from 'payload'

import { pushKinds, pushStatuses } from '@/lib/rules/phoneNotifications'

import { serverWrittenCollection } from '@/access'
import { adminGroups } from '@/lib/server/adminGroups'

const options = (values: readonly string[]) => values.map((value) => ({ label: value, value }))

/**
 * One row per phone notification the programme decided to send (src/domains/notifications/queuePush.ts), the
 * sibling of Sent mail: its unique event key makes each happen once, its status shows staff what went, what was
 * skipped and why, and what failed after the last try.
 */
export const PushDeliveries: CollectionConfig = {
  slug: 'push-deliveries',
  labels: { singular: 'Sent notification', plural: 'Sent notifications' },
  admin: {
    group: adminGroups.learners.name,
    useAsTitle: 'title',
    defaultColumns: ['createdAt', 'kind', 'learner', 'status', 'phones', 'lastError'],
    description:
      'Every notification sent to learners\' phones: call reminders, join links going live, coaches\' replies, mentoring reminders and the weekly nudge. None go between 20:00 and 07:00 UK time: those wait until 07:00 ("Not before"). Read-only.',
  },
  defaultSort: '-createdAt',
  access: serverWrittenCollection,
  disableDuplicate: true,
  fields: [
    { name: 'kind', type: 'select', required: true, index: true, options: options(pushKinds) },
    { name: 'status', type: 'select', required: true, index: true, defaultValue: 'queued', options: options(pushStatuses) },
    { name: 'eventKey', type: 'text', required: true, unique: true, admin: { description: 'What it is about, e.g. push:coachReply:{answer}:1. The same event never sends twice.' } },
    { name: 'learner', type: 'relationship', relationTo: 'course-users', required: true, index: true },
    { name: 'course', type: 'relationship', relationTo: 'courses' },
    { name: 'workbookAnswer', label: 'Workbook answer', type: 'relationship', relationTo: 'workbook-answers', index: true },
    { name: 'liveSession', label: 'Call', type: 'relationship', relationTo: 'live-sessions', index: true },
    { name: 'mentoringBooking', label: 'Mentoring booking', type: 'relationship', relationTo: 'mentoring-bookings', index: true },
    { name: 'title', type: 'text', admin: { description: 'The words the phone showed.' } },
    { name: 'sendAt', label: 'Not before', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'phones', label: 'Phones reached', type: 'number', required: true, defaultValue: 0 },
    { name: 'attempts', type: 'number', required: true, defaultValue: 0 },
    { name: 'lastError', label: 'Error or reason', type: 'text' },
    { name: 'sentAt', label: 'Sent at', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
