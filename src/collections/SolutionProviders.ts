import type { CollectionConfig } from 'payload'

import { contentTags, expireContentHooks } from '@/domains/content'

import { publicReadStaffWrite } from '../access'
import { displayOrder } from '@/lib/server/fields/displayOrder'
import { sampleContent } from '@/lib/server/fields/sampleContent'
import { adminGroups } from '@/lib/server/adminGroups'

/** The trusted solution providers directory (/v1/solutions). */
export const SolutionProviders: CollectionConfig = {
  slug: 'solution-providers',
  admin: {
    group: adminGroups.programmeContent.name,
    useAsTitle: 'name',
    defaultColumns: ['name', 'category', 'priceFromMonthly', 'rating', 'verified', 'order'],
    description: 'The tech providers listed for learners under "Trusted solutions", in order.',
  },
  defaultSort: 'order',
  access: publicReadStaffWrite,
  hooks: expireContentHooks(contentTags.learnerArea),
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'category', type: 'text', required: true },
    { name: 'description', type: 'textarea', required: true },
    {
      name: 'features',
      type: 'array',
      fields: [{ name: 'feature', type: 'text', required: true }],
      admin: { description: 'The first three are shown on the card, with a count of the rest.' },
    },
    { name: 'priceFromMonthly', label: 'Price from (£ per month)', type: 'number', min: 0, admin: { step: 0.01 } },
    { name: 'rating', type: 'number', min: 0, max: 5, admin: { step: 0.1, description: 'Out of 5.' } },
    { name: 'badge', type: 'text', admin: { description: 'A short label such as "Most popular".' } },
    { name: 'verified', type: 'checkbox', defaultValue: false },
    { name: 'contactUrl', label: 'Contact link', type: 'text', admin: { description: 'A mailto: or web address.' } },
    { name: 'websiteUrl', label: 'Website', type: 'text' },
    displayOrder(),
    sampleContent(),
  ],
}
