import type { CollectionConfig } from 'payload'

import { coachVerdicts } from '@/lib/rules/workbook'

import { serverWrittenCollection } from '@/access'
import { adminGroups } from '@/lib/server/adminGroups'

/**
 * Each time a learner sends an answer (a round), with what they sent and the coach's reply to it: the history My
 * workbook shows. `clientId` is made by the phone, so a send repeated by the offline queue is stored once.
 */
export const WorkbookSends: CollectionConfig = {
  slug: 'workbook-sends',
  labels: { singular: 'Workbook send', plural: 'Workbook sends' },
  admin: {
    group: adminGroups.workbook.name,
    defaultColumns: ['answer', 'round', 'sentAt', 'verdict', 'repliedAt'],
    description: 'The history of every answer sent and the reply to it. Read-only: reply in Answers to review.',
  },
  defaultSort: '-sentAt',
  access: serverWrittenCollection,
  disableDuplicate: true,
  indexes: [{ fields: ['answer', 'round'], unique: true }],
  fields: [
    { name: 'answer', type: 'relationship', relationTo: 'workbook-answers', required: true, index: true },
    { name: 'round', type: 'number', required: true },
    { name: 'clientId', type: 'text', required: true, unique: true, admin: { description: 'Made by the phone that sent it.' } },
    { name: 'answers', type: 'json', required: true },
    { name: 'sentAt', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'coachReply', type: 'textarea' },
    { name: 'verdict', type: 'select', options: coachVerdicts.map((value) => ({ label: value, value })) },
    { name: 'repliedAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'repliedBy', type: 'text' },
  ],
}
