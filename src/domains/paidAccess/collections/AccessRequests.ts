import type { CollectionConfig } from 'payload'

import { carryOutDecision, stampDecision } from '../decisions'

import { nobody, staffOnlyCollection } from '@/access'
import { adminGroups } from '@/lib/server/adminGroups'

/**
 * "Request access" on a paid course, until payment exists: one row per learner and course, written by POST
 * /api/v1/courses/{id}/access-request (staff are mailed at once). Staff answer by setting the status: "Granted" opens
 * every lesson to the learner, and either answer mails them once (src/domains/paidAccess).
 */
export const AccessRequests: CollectionConfig = {
  slug: 'access-requests',
  labels: { singular: 'Access request', plural: 'Access requests' },
  admin: {
    group: adminGroups.learners.name,
    defaultColumns: ['learner', 'course', 'status', 'requestedAt', 'decidedAt'],
    description:
      'Learners asking to join a paid course. Set the status to Granted to open every lesson to them, or Declined; either way they get one email with your note.',
  },
  defaultSort: '-requestedAt',
  access: { ...staffOnlyCollection, create: nobody },
  disableDuplicate: true,
  indexes: [{ fields: ['learner', 'course'], unique: true }],
  hooks: { beforeChange: [stampDecision], afterChange: [carryOutDecision] },
  fields: [
    { name: 'learner', type: 'relationship', relationTo: 'course-users', required: true, index: true, admin: { readOnly: true } },
    { name: 'course', type: 'relationship', relationTo: 'courses', required: true, index: true, admin: { readOnly: true } },
    { name: 'message', label: "Learner's message", type: 'textarea', admin: { readOnly: true } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { label: 'Waiting for an answer', value: 'pending' },
        { label: 'Granted: every lesson open', value: 'granted' },
        { label: 'Declined', value: 'declined' },
      ],
    },
    {
      name: 'staffNote',
      label: 'Note to the learner',
      type: 'textarea',
      maxLength: 1000,
      admin: { description: 'Optional. Sent in the email that tells them your answer, so write it to them.' },
    },
    { name: 'requestedAt', type: 'date', required: true, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'decidedAt', label: 'Answered', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'decidedBy', label: 'Answered by', type: 'text', admin: { readOnly: true } },
  ],
}
