import type { CollectionConfig } from 'payload'

import { isStaff, nobody } from '../access'
import { adminGroups } from './adminGroups'

/** Messages sent through the contact form (/v1/contact), for staff to answer. */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  admin: {
    group: adminGroups.leads.name,
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'name', 'email', 'isHandled', 'createdAt'],
    description: 'Messages sent through the contact form, newest first. Tick "Answered" once someone has replied.',
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
    { name: 'name', type: 'text', required: true },
    { name: 'email', type: 'email', required: true },
    { name: 'company', type: 'text' },
    { name: 'phone', type: 'text' },
    { name: 'subject', type: 'text', required: true },
    { name: 'message', type: 'textarea', required: true },
    {
      name: 'isHandled',
      label: 'Answered',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar' },
    },
  ],
}
