import type { CollectionConfig } from 'payload'

import { tradeOptions } from '@/lib/rules/businessProfile'
import { ukNations, ukRegions } from '@/lib/rules/postcodeDistricts'
import { teamSizeOptions } from '@/lib/validation/teamSizes'

import { isStaff, nobody } from '@/access'
import { adminGroups } from '@/lib/server/adminGroups'

/**
 * Each learner's business, as the impact figures split it: team size, trade, and the postcode district with the
 * nation and region it lies in (src/lib/rules/postcodeDistricts.ts). Written by the learner's own calls
 * (src/domains/impact). Its id is the learner's pseudonymous id in the funder's downloads; deleting the learner keeps
 * the row, unlinked, so published totals do not fall.
 */
export const BusinessProfiles: CollectionConfig = {
  slug: 'business-profiles',
  labels: { singular: 'Business profile', plural: 'Business profiles' },
  admin: {
    group: adminGroups.learners.name,
    defaultColumns: ['learner', 'teamSize', 'trade', 'postcodeDistrict', 'region'],
    listSearchableFields: ['postcodeDistrict'],
    description: 'What learners say about their business (team size, trade, postcode district), for the impact report. Learners edit it on their profile.',
  },
  access: { admin: isStaff, read: isStaff, create: nobody, update: nobody, delete: nobody },
  disableDuplicate: true,
  fields: [
    { name: 'learner', type: 'relationship', relationTo: 'course-users', unique: true, index: true, admin: { description: 'Empty once the learner was deleted.' } },
    { name: 'teamSize', type: 'select', options: teamSizeOptions.map(({ value, label }) => ({ value, label })), index: true },
    { name: 'trade', type: 'select', options: tradeOptions.map(({ value, label }) => ({ value, label })), index: true },
    { name: 'tradeOther', label: 'Trade (other)', type: 'text' },
    { name: 'postcodeDistrict', type: 'text', admin: { description: 'The outward code only, e.g. CF10.' } },
    { name: 'nation', type: 'select', options: [...ukNations], index: true },
    { name: 'region', type: 'select', options: [...ukRegions], index: true },
    {
      name: 'isSample',
      label: 'Sample business',
      type: 'checkbox',
      defaultValue: false,
      admin: { readOnly: true, description: 'Invented by the sample content: removed with "Remove the sample data" in Reports → Impact.' },
    },
  ],
}
