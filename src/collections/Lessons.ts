import type { CollectionConfig } from 'payload'

import { contentTags, expireContentHooks } from '../lib/content/revalidate'

import { isStaff, isStaffOrLessonOfPublishedCourse, staffOnlyField } from '../access'

/** One video lesson of a course. Its video, captions and text reach learners only through /api/v1, which checks access. */
export const Lessons: CollectionConfig = {
  slug: 'lessons',
  admin: {
    group: 'Courses',
    useAsTitle: 'title',
    defaultColumns: ['title', 'course', 'orderIndex', 'isPreview'],
  },
  defaultSort: 'orderIndex',
  access: {
    create: isStaff,
    delete: isStaff,
    read: isStaffOrLessonOfPublishedCourse,
    update: isStaff,
  },
  indexes: [{ fields: ['course', 'orderIndex'] }],
  hooks: expireContentHooks(contentTags.learnerArea),
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
      admin: { step: 1, description: 'Position in the course: 1 is the first lesson.' },
      validate: (value: number | null | undefined) =>
        typeof value === 'number' && Number.isInteger(value) && value >= 1 ? true : 'Use a whole number of 1 or more.',
    },
    {
      name: 'videoUrl',
      label: 'Video URL',
      type: 'text',
      access: { read: staffOnlyField },
      admin: { description: 'Address of the video file (e.g. /media/lesson.mp4). Empty: "Video content will be available soon".' },
    },
    {
      name: 'captionsUrl',
      label: 'Captions URL',
      type: 'text',
      access: { read: staffOnlyField },
      admin: { description: 'Address of the English WebVTT captions file for the video.' },
    },
    {
      name: 'durationSeconds',
      label: 'Duration (seconds)',
      type: 'number',
      min: 0,
      admin: { step: 1 },
    },
    {
      name: 'body',
      label: 'Lesson text',
      type: 'richText',
      access: { read: staffOnlyField },
    },
    {
      name: 'isPreview',
      label: 'Free preview',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', description: 'Anyone may watch a preview lesson, signed in or not.' },
    },
  ],
}
