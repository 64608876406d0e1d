import type { CollectionConfig } from 'payload'

import { staffOnlyCollection } from '@/access'
import { normalizeEmailBeforeValidate } from '@/lib/server/fields/normalizedEmailHook'
import { adminGroups } from '@/lib/server/adminGroups'

/**
 * "Join Waiting List" on a coming-soon course: one row per course and email, written by POST
 * /api/v1/courses/{id}/interest. When staff make the course available, each gets one mail saying it is open
 * (src/domains/courseInterest). Each course shows its count under "Waiting for this course".
 */
export const CourseInterests: CollectionConfig = {
  slug: 'course-interests',
  labels: { singular: 'Course waiting-list entry', plural: 'Course waiting lists' },
  admin: {
    group: adminGroups.leads.name,
    useAsTitle: 'email',
    defaultColumns: ['course', 'email', 'learner', 'notifiedAt', 'createdAt'],
    description: 'People waiting for a coming-soon course. When the course is made available, each is mailed once that it is open ("Told it opened").',
  },
  defaultSort: '-createdAt',
  access: { ...staffOnlyCollection, create: () => false, update: () => false },
  hooks: { beforeValidate: [normalizeEmailBeforeValidate] },
  indexes: [{ fields: ['course', 'email'], unique: true }],
  fields: [
    { name: 'course', type: 'relationship', relationTo: 'courses', required: true, index: true },
    { name: 'email', type: 'email', required: true },
    { name: 'learner', type: 'relationship', relationTo: 'course-users', admin: { description: 'Set when a signed-in learner asked.' } },
    { name: 'notifiedAt', label: 'Told it opened', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
