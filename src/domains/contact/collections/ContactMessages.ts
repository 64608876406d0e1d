import type { CollectionConfig } from 'payload'

import { isStaff, nobody } from '@/access'
import { adminGroups } from '@/lib/server/adminGroups'
import { contactTopics } from '@/lib/validation/contactTopics'

/**
 * Messages sent through the contact form (/v1/contact), for staff to answer within the time the contact page promises
 * for each topic: "Reply by" is that moment, and the list says how long is left or how late it is.
 */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  admin: {
    group: adminGroups.leads.name,
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'topic', 'name', 'replyDue', 'isHandled', 'createdAt'],
    description:
      'Messages sent through the contact form, newest first. Each topic has the reply time the contact page promises (urgent: 2 hours); "Reply" shows how long is left. Tick "Answered" once someone has replied.',
  },
  defaultSort: '-createdAt',
  access: {
    admin: isStaff,
    create: nobody,
    delete: isStaff,
    read: isStaff,
    update: isStaff,
  },
  fields: [
    {
      name: 'topic',
      type: 'select',
      defaultValue: 'general',
      index: true,
      options: contactTopics.map(({ value, label, replyHours }) => ({ value, label: `${label} (${replyHours} h)` })),
    },
    { name: 'name', type: 'text', required: true },
    { name: 'email', type: 'email', required: true },
    { name: 'company', type: 'text' },
    { name: 'phone', type: 'text' },
    { name: 'subject', type: 'text', required: true },
    { name: 'message', type: 'textarea', required: true },
    {
      name: 'replyBy',
      label: 'Reply by',
      type: 'date',
      index: true,
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' }, description: 'When it was sent, plus the reply time promised for its topic.' },
    },
    {
      name: 'replyDue',
      label: 'Reply',
      type: 'ui',
      admin: { components: { Cell: '/src/domains/contact/ui/ReplyDueCell#ReplyDueCell' } },
    },
    {
      name: 'isHandled',
      label: 'Answered',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar' },
    },
  ],
}
