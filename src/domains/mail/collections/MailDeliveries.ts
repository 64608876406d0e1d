import type { CollectionConfig } from 'payload'

import { mailKinds, mailStatuses } from '@/lib/rules/mailKinds'

import { serverWrittenCollection } from '@/access'
import { adminGroups } from '@/lib/server/adminGroups'

const options = (values: readonly string[]) => values.map((value) => ({ label: value, value }))

/**
 * One row per mail the programme decided to send (src/domains/mail/queueMail.ts), written only by the server. Its
 * unique event key makes each mail happen once, however many instances run the queue; its status shows staff what
 * was sent, skipped (the learner turned that mail off) or failed after the last try.
 */
export const MailDeliveries: CollectionConfig = {
  slug: 'mail-deliveries',
  labels: { singular: 'Sent mail', plural: 'Sent mail' },
  admin: {
    group: adminGroups.learners.name,
    useAsTitle: 'subject',
    defaultColumns: ['createdAt', 'kind', 'to', 'status', 'attempts', 'lastError'],
    description:
      "Every mail the programme sends: welcome, enrolment, reminder, congratulations, the digest, the account's security mails (reset links, email changes) and mails to the waiting list. \"failed\" means every try failed: the last error says why. Read-only.",
  },
  defaultSort: '-createdAt',
  access: serverWrittenCollection,
  disableDuplicate: true,
  fields: [
    { name: 'kind', type: 'select', required: true, index: true, options: options(mailKinds) },
    { name: 'status', type: 'select', required: true, index: true, defaultValue: 'queued', options: options(mailStatuses) },
    {
      name: 'eventKey',
      type: 'text',
      required: true,
      unique: true,
      admin: { description: 'What the mail is about, e.g. reminder:{learner}:{course}:2. The same event never sends twice.' },
    },
    { name: 'to', type: 'text', required: true, index: true },
    { name: 'subject', type: 'text' },
    { name: 'learner', type: 'relationship', relationTo: 'course-users', index: true },
    { name: 'course', type: 'relationship', relationTo: 'courses' },
    { name: 'signup', label: 'Waiting-list entry', type: 'relationship', relationTo: 'program-signups', index: true },
    { name: 'announcement', type: 'relationship', relationTo: 'waiting-list-announcements', index: true },
    { name: 'workbookAnswer', label: 'Workbook answer', type: 'relationship', relationTo: 'workbook-answers', index: true },
    { name: 'liveSession', label: 'Call', type: 'relationship', relationTo: 'live-sessions', index: true },
    { name: 'mentoringBooking', label: 'Mentoring booking', type: 'relationship', relationTo: 'mentoring-bookings', index: true },
    { name: 'attempts', type: 'number', required: true, defaultValue: 0 },
    { name: 'lastError', label: 'Error or reason', type: 'text', admin: { description: 'Why the last try failed, or why the mail was skipped.' } },
    { name: 'sentAt', label: 'Sent at', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
