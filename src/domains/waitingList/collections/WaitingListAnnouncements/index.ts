import type { Access, CollectionConfig } from 'payload'

import { isStaffRequest, staffOnlyCollection } from '@/access'
import { adminGroups } from '@/lib/server/adminGroups'

import { announcementEndpoints } from './endpoints'

/** Staff may change or delete an announcement until it is sent; after that it is the record of what went out. */
const staffWhileUnsent: Access = ({ req }) => (isStaffRequest(req) ? { sentAt: { exists: false } } : false)

/**
 * A mail staff send once to everyone confirmed on the waiting list, e.g. "The programme is open" at launch. Sending
 * is a button on the saved announcement (src/domains/waitingList/ui/SendAnnouncementPanel.tsx); each announcement goes at
 * most once, through the mail queue, with one-click unsubscribe (src/domains/waitingList).
 */
export const WaitingListAnnouncements: CollectionConfig = {
  slug: 'waiting-list-announcements',
  labels: { singular: 'Waiting-list announcement', plural: 'Waiting-list announcements' },
  admin: {
    group: adminGroups.leads.name,
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'sentAt', 'recipients', 'createdAt'],
    description:
      'A mail to everyone who confirmed their place on the waiting list and has not unsubscribed, such as the launch mail. Write it, save it, then press Send: each announcement is sent once.',
  },
  access: { ...staffOnlyCollection, update: staffWhileUnsent, delete: staffWhileUnsent },
  disableDuplicate: true,
  endpoints: announcementEndpoints,
  fields: [
    { name: 'subject', type: 'text', required: true, maxLength: 150, admin: { description: 'The subject line, e.g. "Solving Tech is open: start your first lesson".' } },
    {
      name: 'message',
      type: 'textarea',
      required: true,
      maxLength: 5000,
      admin: { description: 'Plain text. A blank line starts a new paragraph. The mail greets each person by name and ends with a link to the site.' },
    },
    {
      name: 'send',
      type: 'ui',
      admin: { components: { Field: '/src/domains/waitingList/ui/SendAnnouncementPanel#SendAnnouncementPanel' } },
    },
    { name: 'sentAt', label: 'Sent at', type: 'date', admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'recipients', label: 'Sent to (people)', type: 'number', admin: { readOnly: true, position: 'sidebar' } },
  ],
}
