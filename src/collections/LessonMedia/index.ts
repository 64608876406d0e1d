import type { CollectionConfig } from 'payload'

import { adminGroups } from '@/lib/server/adminGroups'
import { staticDir } from '@/lib/server/uploads/staticDir'

import { staffOnlyCollection } from '../../access'
import { measureMediaDuration } from './hooks/measureMediaDuration'

/**
 * Lesson videos and captions: private files. Only staff can list or fetch them here; a learner gets a file only
 * through /api/v1/lessons/{id}/video or /captions, after the lesson's openable check.
 */
export const LessonMedia: CollectionConfig = {
  slug: 'lesson-media',
  labels: { singular: 'Lesson file', plural: 'Lesson files' },
  admin: {
    group: adminGroups.courses.name,
    useAsTitle: 'title',
    description: 'Lesson videos and caption files. Private: learners reach them only through a lesson they may open.',
  },
  access: staffOnlyCollection,
  upload: {
    staticDir: staticDir('lesson-media'),
    mimeTypes: ['video/mp4', 'video/webm', 'text/vtt'],
  },
  hooks: { beforeChange: [measureMediaDuration] },
  fields: [
    { name: 'title', type: 'text', required: true, admin: { description: 'For staff: which lesson this file belongs to.' } },
    {
      name: 'durationSeconds',
      label: 'Length (seconds)',
      type: 'number',
      admin: { readOnly: true, description: 'Read from the video when it is uploaded. Auto-complete measures what was played against it.' },
    },
  ],
}
