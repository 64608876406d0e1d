import type { CollectionConfig } from 'payload'

import { nobody, staffOnlyCollection } from '@/access'
import { adminGroups } from '@/lib/server/adminGroups'
import { auditRevocation } from './hooks/auditRevocation'

/**
 * A certificate of completion, issued by the server when a learner completes every lesson of a course: one per
 * learner and course. Name and title are copied at issue time, so a later rename does not change what was certified.
 * Anyone with the code can check it at /certificates/{code}.
 */
export const Certificates: CollectionConfig = {
  slug: 'certificates',
  labels: { singular: 'Certificate', plural: 'Certificates' },
  admin: {
    group: adminGroups.learners.name,
    useAsTitle: 'code',
    defaultColumns: ['learnerName', 'courseTitle', 'completedAt', 'revokedAt'],
    description: 'Issued when a learner completes a course. To withdraw one, set "Revoked on": its verification page then says revoked.',
  },
  // Only the server issues certificates (with a code nobody chose); staff read, revoke and delete them.
  access: { ...staffOnlyCollection, create: nobody },
  indexes: [{ fields: ['learner', 'course'], unique: true }],
  hooks: { afterChange: [auditRevocation] },
  fields: [
    { name: 'learner', type: 'relationship', relationTo: 'course-users', required: true, index: true, admin: { readOnly: true } },
    { name: 'course', type: 'relationship', relationTo: 'courses', required: true, index: true, admin: { readOnly: true } },
    {
      name: 'code',
      type: 'text',
      required: true,
      unique: true,
      admin: { readOnly: true, description: 'Random and unguessable; the verification page is /certificates/{code}.' },
    },
    { name: 'learnerName', label: 'Learner name (as certified)', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'courseTitle', label: 'Course title (as certified)', type: 'text', required: true, admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        { name: 'lessonsTotal', label: 'Lessons in the course', type: 'number', admin: { readOnly: true } },
        { name: 'lessonsWatched', label: 'Lessons watched through', type: 'number', admin: { readOnly: true } },
        { name: 'lessonsMarked', label: 'Lessons marked complete', type: 'number', admin: { readOnly: true } },
      ],
    },
    { name: 'completedAt', label: 'Completed on', type: 'date', required: true, admin: { readOnly: true, date: { pickerAppearance: 'dayOnly' } } },
    {
      name: 'revokedAt',
      label: 'Revoked on',
      type: 'date',
      admin: {
        date: { pickerAppearance: 'dayOnly' },
        description: 'Set a date to revoke this certificate: its page then says "Revoked" with this date, and its PDF is no longer served. Clear it to restore.',
      },
    },
    {
      name: 'revokedReason',
      label: 'Why it was revoked',
      type: 'textarea',
      maxLength: 500,
      admin: {
        description: 'Optional: a sentence for its page, under "Revoked on". Shown to anyone who checks the certificate, so name no one.',
        condition: (data) => Boolean(data?.revokedAt),
      },
    },
    {
      name: 'holderClosedAt',
      label: 'Holder closed their account',
      type: 'date',
      access: { create: () => false, update: () => false },
      admin: {
        readOnly: true,
        description: 'Set when the learner closed their account: the certificate still counts, and its page says it was issued but no longer shows the name.',
      },
    },
  ],
}
