import type { CollectionConfig } from 'payload'

import { nobody, staffOnlyCollection } from '@/access'
import { adminGroups } from '@/lib/server/adminGroups'
import { countProgressAfterChange, countProgressAfterDelete } from './hooks/countProgress'

/** A learner's progress in a lesson: completion, where to resume and which parts were played. One row per pair. */
export const LessonProgress: CollectionConfig = {
  slug: 'lesson-progress',
  labels: { singular: 'Lesson progress', plural: 'Lesson progress' },
  admin: {
    group: adminGroups.learners.name,
    defaultColumns: ['user', 'lesson', 'isCompleted', 'completedAt'],
    description: 'How far each learner is in each lesson they have started. Kept up to date by the lesson player.',
  },
  access: staffOnlyCollection,
  indexes: [{ fields: ['user', 'lesson'], unique: true }],
  hooks: { afterChange: [countProgressAfterChange], afterDelete: [countProgressAfterDelete] },
  fields: [
    { name: 'user', label: 'Learner', type: 'relationship', relationTo: 'course-users', required: true, index: true },
    { name: 'lesson', type: 'relationship', relationTo: 'lessons', required: true, index: true },
    { name: 'isCompleted', label: 'Completed', type: 'checkbox', defaultValue: false },
    { name: 'completedAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    {
      name: 'completedBy',
      label: 'Completed by',
      type: 'select',
      options: [
        { label: 'Watched through in the player', value: 'played' },
        { label: 'Marked complete', value: 'marked' },
      ],
      admin: { readOnly: true, description: 'Watched through: 90 % of the video really played. Marked: the learner pressed "Mark as Complete".' },
    },
    {
      name: 'playbackStartedAt',
      label: 'Began playing at',
      type: 'date',
      admin: {
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        description: 'From the first report of the player: no more of the video counts as played than real time allows since then, at 2x.',
      },
    },
    {
      name: 'markDueAt',
      label: '"Mark as Complete" waiting until',
      type: 'date',
      access: { create: nobody, update: nobody },
      admin: {
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        description: 'Set while the learner\'s "Mark as Complete" waits its turn (marks faster than the lessons could be watched are spaced out): when it is written.',
      },
    },
    { name: 'positionSeconds', label: 'Resume position (seconds)', type: 'number', min: 0, admin: { readOnly: true } },
    {
      name: 'positionSavedAt',
      label: 'Position saved at',
      type: 'date',
      admin: {
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        description: 'When the learner was at that position; an older report never replaces a newer one.',
      },
    },
    {
      name: 'watchedRanges',
      label: 'Parts of the video played',
      type: 'json',
      admin: { readOnly: true, description: '[start, end] pairs in seconds, merged. 90 % of the video played completes the lesson.' },
    },
  ],
}
