import type { CollectionConfig } from 'payload'

import { staffOnlyCollection } from '@/access'
import { adminGroups } from '@/lib/server/adminGroups'
import { staticDir } from '@/lib/server/uploads/staticDir'

/**
 * Downloads that go with a course or one of its lessons (the workbook PDF, a scoring sheet): private files that
 * learners get only through /api/v1/workbook/resources/{id}, when they may open the course or lesson.
 */
export const WorkbookResources: CollectionConfig = {
  slug: 'workbook-resources',
  labels: { singular: 'Downloadable resource', plural: 'Downloadable resources' },
  admin: {
    group: adminGroups.workbook.name,
    useAsTitle: 'title',
    defaultColumns: ['title', 'course', 'lesson', 'filename'],
    description: 'Files learners download: the workbook, scoring sheets, templates. Private: only learners who may open the course (or the lesson) can download them.',
  },
  access: staffOnlyCollection,
  upload: {
    staticDir: staticDir('workbook-resources'),
    mimeTypes: [
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'text/csv',
      'image/png',
      'image/jpeg',
    ],
  },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 120, admin: { description: 'What learners see, e.g. "The workbook (PDF)".' } },
    { name: 'course', type: 'relationship', relationTo: 'courses', required: true, index: true },
    {
      name: 'lesson',
      type: 'relationship',
      relationTo: 'lessons',
      index: true,
      admin: { description: 'Optional: show it with one lesson. Without a lesson it shows with every lesson of the course and in My workbook.' },
    },
  ],
}
