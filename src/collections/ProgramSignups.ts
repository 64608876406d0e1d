import type { CollectionConfig } from 'payload'

import { staffOnlyCollection } from '../access'
import { normalizeEmailBeforeValidate } from '../fields/normalizedEmailHook'
import { teamSizeOptions } from '../lib/validation/teamSizes'
import { adminGroups } from './adminGroups'

/** The waiting list: one row per email address. */
export const ProgramSignups: CollectionConfig = {
  slug: 'program-signups',
  labels: { singular: 'Waiting-list signup', plural: 'Waiting list' },
  admin: {
    group: adminGroups.leads.name,
    useAsTitle: 'email',
    defaultColumns: ['name', 'email', 'company', 'teamSize', 'consent', 'createdAt'],
    listSearchableFields: ['name', 'email', 'company'],
    description: 'People who joined the waiting list on the landing page. Filter by team size or date. For a spreadsheet: More options (⋮) → Export → Download.',
  },
  access: staffOnlyCollection,
  hooks: { beforeValidate: [normalizeEmailBeforeValidate] },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'email', type: 'email', required: true, unique: true, index: true },
    { name: 'company', type: 'text' },
    { name: 'teamSize', type: 'select', index: true, options: teamSizeOptions.map(({ value, label }) => ({ value, label })) },
    {
      name: 'consent',
      label: 'Agreed to receive course materials',
      type: 'checkbox',
      required: true,
      defaultValue: false,
    },
  ],
}
