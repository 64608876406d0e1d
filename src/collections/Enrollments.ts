import type { CollectionConfig } from 'payload'

import { staffOnlyCollection } from '../access'

/** A learner's enrolment in a course: one per learner and course. */
export const Enrollments: CollectionConfig = {
  slug: 'enrollments',
  labels: { singular: 'Enrolment', plural: 'Enrolments' },
  admin: {
    group: 'Learners',
    defaultColumns: ['user', 'course', 'isPaid', 'createdAt'],
    description: "Who is enrolled in which course. Export → CSV gives each learner's progress per course.",
  },
  access: staffOnlyCollection,
  indexes: [{ fields: ['user', 'course'], unique: true }],
  fields: [
    { name: 'user', label: 'Learner', type: 'relationship', relationTo: 'course-users', required: true, index: true },
    { name: 'course', type: 'relationship', relationTo: 'courses', required: true, index: true },
    { name: 'isPaid', label: 'Paid', type: 'checkbox', defaultValue: false },
  ],
}
