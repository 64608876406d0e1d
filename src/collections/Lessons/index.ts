import type { CollectionConfig } from 'payload'

import { contentTags, expireContentHooks } from '@/domains/content'

import { isStaff, isStaffOrLessonOfPublishedCourse, staffOnlyField } from '../../access'
import { adminGroups } from '@/lib/server/adminGroups'
import { actionFields } from './actionFields'
import { fileOrAddressFields } from './fileOrAddressFields'
import { deleteLessonProgress } from './hooks/deleteLessonProgress'
import { renumberAfterChange, renumberAfterDelete } from './hooks/renumberLessons'
import { requireTextForPublishedVideo } from './hooks/requireTextForPublishedVideo'

/** One video lesson of a course. Its video, captions and text reach learners only through /api/v1, which checks access. */
export const Lessons: CollectionConfig = {
  slug: 'lessons',
  admin: {
    group: adminGroups.courses.name,
    useAsTitle: 'title',
    defaultColumns: ['title', 'course', 'orderIndex', 'isPreview', 'transcriptSource'],
    description: 'Every lesson of every course. Create new to add a lesson: choose its course and its number in that course.',
  },
  defaultSort: 'orderIndex',
  access: {
    create: isStaff,
    delete: isStaff,
    read: isStaffOrLessonOfPublishedCourse,
    update: isStaff,
  },
  indexes: [{ fields: ['course', 'orderIndex'] }],
  hooks: {
    beforeChange: [requireTextForPublishedVideo],
    beforeDelete: [deleteLessonProgress],
    afterChange: [renumberAfterChange, ...expireContentHooks(contentTags.learnerArea).afterChange],
    afterDelete: [renumberAfterDelete, ...expireContentHooks(contentTags.learnerArea).afterDelete],
  },
  fields: [
    { name: 'course', type: 'relationship', relationTo: 'courses', required: true, index: true },
    { name: 'title', type: 'text', required: true },
    { name: 'description', type: 'textarea', admin: { description: 'A short summary shown above the video.' } },
    {
      name: 'orderIndex',
      label: 'Lesson number',
      type: 'number',
      required: true,
      min: 1,
      admin: { step: 1, description: 'Position in the course: 1 is the first lesson. Give a lesson a new number and the others move up or down to make room.' },
      validate: (value: number | null | undefined) =>
        typeof value === 'number' && Number.isInteger(value) && value >= 1 ? true : 'Use a whole number of 1 or more.',
    },
    ...fileOrAddressFields({
      name: 'video',
      label: 'Video',
      fileDescription: 'Upload the video (MP4 or WebM) here, or give its address below. An uploaded file wins.',
      addressDescription: 'Address of the video file (e.g. /media/lesson.mp4). No file and no address: "Video content will be available soon".',
    }),
    {
      name: 'lowDataVideoFile',
      label: 'Low-data video file',
      type: 'upload',
      relationTo: 'lesson-media',
      access: { read: staffOnlyField },
      admin: {
        description:
          'Optional: a smaller copy of the video (e.g. 360p) for learners on a slow or metered connection, or with Data saver on.',
      },
    },
    ...fileOrAddressFields({
      name: 'captions',
      label: 'Captions',
      fileDescription: 'Upload the English WebVTT (.vtt) captions here, or give their address below. An uploaded file wins.',
      addressDescription: 'Address of the English WebVTT captions file for the video.',
    }),
    {
      name: 'durationSeconds',
      label: 'Duration (seconds)',
      type: 'number',
      min: 0,
      admin: { step: 1, description: "For a video given by address. An uploaded video's own length is read from the file and wins." },
    },
    {
      name: 'transcript',
      type: 'textarea',
      access: { read: staffOnlyField },
      admin: {
        description:
          'Optional: paste the transcript here (a blank line between paragraphs). Without one, it is built from the captions.',
      },
    },
    {
      name: 'transcriptSource',
      label: 'Transcript',
      type: 'ui',
      admin: { components: { Cell: '/src/components/admin/TranscriptSourceCell#TranscriptSourceCell' } },
    },
    {
      name: 'body',
      label: 'Lesson text',
      type: 'richText',
      access: { read: staffOnlyField },
    },
    actionFields,
    {
      name: 'isPreview',
      label: 'Free preview',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', description: 'Anyone may watch a preview lesson, signed in or not.' },
    },
  ],
}
