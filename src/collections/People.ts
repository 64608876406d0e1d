import type { CollectionConfig } from 'payload'

import { contentTags, expireContentHooks } from '@/domains/content'
import { refuseDeletingMentorWithBookings } from '@/domains/mentoring'

import { publicReadStaffWrite } from '../access'
import { displayOrder } from '@/lib/server/fields/displayOrder'
import { sampleContent } from '@/lib/server/fields/sampleContent'
import { adminGroups } from '@/lib/server/adminGroups'

/** The people cards in the landing page's About section. */
export const People: CollectionConfig = {
  slug: 'people',
  labels: { singular: 'Person', plural: 'People' },
  admin: {
    group: adminGroups.programmeContent.name,
    useAsTitle: 'name',
    defaultColumns: ['name', 'title', 'isSampleContent', 'order'],
    description: 'The people behind the programme, shown on the landing page in order.',
  },
  defaultSort: 'order',
  access: publicReadStaffWrite,
  hooks: { ...expireContentHooks(contentTags.landing), beforeDelete: [refuseDeletingMentorWithBookings] },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'title', type: 'text', required: true, admin: { description: 'Role, e.g. "Founder and coach".' } },
    { name: 'biography', type: 'textarea', required: true },
    { name: 'photo', type: 'upload', relationTo: 'media' },
    {
      type: 'row',
      fields: [
        { name: 'profileUrl', label: 'Profile link', type: 'text', admin: { description: 'Opens in a new tab from the name.' } },
        { name: 'company', type: 'text' },
        { name: 'companyUrl', label: 'Company link', type: 'text', admin: { description: 'Opens in a new tab from the company.' } },
      ],
    },
    displayOrder(),
    sampleContent(),
  ],
}
