import type { CollectionConfig } from 'payload'

import { contentTags, expireContentHooks } from '@/domains/content'

import { publicReadStaffWrite } from '../access'
import { displayOrder } from '@/lib/server/fields/displayOrder'
import { adminGroups } from '@/lib/server/adminGroups'

/** Questions and answers for the landing page's FAQ accordion. */
export const Faqs: CollectionConfig = {
  slug: 'faqs',
  labels: { singular: 'FAQ', plural: 'FAQs' },
  admin: {
    group: adminGroups.programmeContent.name,
    useAsTitle: 'question',
    defaultColumns: ['question', 'order', 'updatedAt'],
    description: "The questions and answers in the landing page's FAQ section, in order.",
  },
  defaultSort: 'order',
  access: publicReadStaffWrite,
  hooks: expireContentHooks(contentTags.landing),
  fields: [
    { name: 'question', type: 'text', required: true },
    { name: 'answer', type: 'textarea', required: true },
    displayOrder(),
  ],
}
