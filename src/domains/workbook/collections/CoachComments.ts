import type { CollectionConfig } from 'payload'

import { staffOnlyCollection } from '@/access'
import { adminGroups } from '@/lib/server/adminGroups'

/** Replies coaches give often, to pick from when answering a workbook answer and then make personal. */
export const CoachComments: CollectionConfig = {
  slug: 'coach-comments',
  labels: { singular: 'Saved comment', plural: 'Saved comments' },
  admin: {
    group: adminGroups.workbook.name,
    useAsTitle: 'label',
    defaultColumns: ['label', 'text'],
    description: 'Replies you give often. Pick one when replying to an answer, then make it personal.',
  },
  access: staffOnlyCollection,
  fields: [
    { name: 'label', type: 'text', required: true, maxLength: 80, admin: { description: 'A short name to pick it by.' } },
    { name: 'text', type: 'textarea', required: true, maxLength: 2000 },
  ],
}
