import type { CollectionConfig } from 'payload'

import { contentTags, expireContentHooks } from '@/domains/content'

import { publicReadStaffWrite } from '../access'
import { displayOrder } from '@/lib/server/fields/displayOrder'
import { sampleContent } from '@/lib/server/fields/sampleContent'
import { adminGroups } from '@/lib/server/adminGroups'

/** Quotes from pilot participants on the landing page. */
export const Testimonials: CollectionConfig = {
  slug: 'testimonials',
  admin: {
    group: adminGroups.programmeContent.name,
    useAsTitle: 'firstName',
    defaultColumns: ['firstName', 'roleAndTown', 'rating', 'isSampleContent', 'order'],
    description: 'What builders say about the programme, shown on the landing page in order.',
  },
  defaultSort: 'order',
  access: publicReadStaffWrite,
  hooks: expireContentHooks(contentTags.landing),
  fields: [
    { name: 'quote', type: 'textarea', required: true },
    { name: 'firstName', type: 'text', required: true },
    { name: 'roleAndTown', label: 'Role and town', type: 'text', required: true, admin: { description: 'e.g. "Roofer, Leeds"' } },
    { name: 'rating', type: 'number', required: true, min: 1, max: 5, defaultValue: 5, admin: { step: 1, description: 'Stars out of 5.' } },
    { name: 'headshot', type: 'upload', relationTo: 'media' },
    displayOrder(),
    sampleContent(),
  ],
}
