import type { CollectionConfig } from 'payload'

import { serverWrittenCollection } from '@/access'

/**
 * When a learner was last handed a lesson (its page, or its video, also when saved for offline): one row per learner
 * and lesson, written by the server. A player's first report may say it was recorded earlier than it arrived (queued
 * offline), but never before this (src/domains/learning/plausiblePlayback.ts).
 */
export const LessonOpenings: CollectionConfig = {
  slug: 'lesson-openings',
  admin: { hidden: true },
  access: serverWrittenCollection,
  indexes: [{ fields: ['user', 'lesson'], unique: true }],
  fields: [
    { name: 'user', label: 'Learner', type: 'relationship', relationTo: 'course-users', required: true, index: true },
    { name: 'lesson', type: 'relationship', relationTo: 'lessons', required: true },
    { name: 'openedAt', type: 'date', required: true },
  ],
}
