import type { CollectionConfig } from 'payload'

import { staffOnlyCollection } from '../access'

/** Whether a learner has completed a lesson: one row per learner and lesson. */
export const LessonProgress: CollectionConfig = {
  slug: 'lesson-progress',
  labels: { singular: 'Lesson progress', plural: 'Lesson progress' },
  admin: {
    group: 'Learners',
    defaultColumns: ['user', 'lesson', 'isCompleted', 'completedAt'],
  },
  access: staffOnlyCollection,
  indexes: [{ fields: ['user', 'lesson'], unique: true }],
  fields: [
    { name: 'user', label: 'Learner', type: 'relationship', relationTo: 'course-users', required: true, index: true },
    { name: 'lesson', type: 'relationship', relationTo: 'lessons', required: true, index: true },
    { name: 'isCompleted', label: 'Completed', type: 'checkbox', defaultValue: false },
    { name: 'completedAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
