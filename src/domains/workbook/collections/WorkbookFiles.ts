import type { CollectionConfig } from 'payload'

import { isStaff, nobody } from '@/access'
import { personalFileCacheControl, voiceTypes } from '@/lib/rules/workbook'
import { adminGroups } from '@/lib/server/adminGroups'
import { staticDir } from '@/lib/server/uploads/staticDir'

/**
 * Photos and voice notes learners attach to their workbook answers: private files. Staff see them on the answer;
 * a learner gets their own through /api/v1/workbook/files/{id} only. Photos are stored shrunk, as JPEG, without
 * their location or camera details. `clientId` is made by the phone, so a repeated upload is stored once.
 */
export const WorkbookFiles: CollectionConfig = {
  slug: 'workbook-files',
  labels: { singular: 'Workbook photo or voice note', plural: 'Workbook photos and voice notes' },
  admin: {
    group: adminGroups.workbook.name,
    defaultColumns: ['filename', 'kind', 'learner', 'lesson', 'createdAt'],
    description: 'Photos and voice notes attached to answers. Private: only staff and the learner who sent them can open them.',
  },
  access: { admin: isStaff, read: isStaff, delete: isStaff, create: nobody, update: nobody },
  // Photos are stored as JPEG; voice notes as recorded (src/domains/workbook/voiceNotes.ts). Payload checks the type it
  // reads from the bytes, which names some recordings differently from the browser (WebM reads as video/webm, Ogg
  // Opus as audio/opus, MP4 as video/mp4 or audio/x-m4a).
  upload: {
    staticDir: staticDir('workbook-files'),
    mimeTypes: ['image/jpeg', ...voiceTypes, 'video/webm', 'video/mp4', 'audio/opus'],
    // Staff open them in the admin from Payload's file route: no cache keeps them there either.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', personalFileCacheControl)
      return headers
    },
  },
  indexes: [{ fields: ['learner', 'clientId'], unique: true }],
  fields: [
    { name: 'learner', type: 'relationship', relationTo: 'course-users', required: true, index: true },
    { name: 'lesson', type: 'relationship', relationTo: 'lessons', required: true, index: true },
    { name: 'clientId', type: 'text', required: true },
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: [
        { label: 'Photo', value: 'photo' },
        { label: 'Voice note', value: 'voice' },
      ],
    },
    { name: 'durationSeconds', label: 'Length (seconds)', type: 'number' },
  ],
}
