import type { CollectionConfig } from 'payload'

import { staffOnlyCollection } from '@/access'
import { normalizeEmailBeforeValidate } from '@/lib/server/fields/normalizedEmailHook'
import { teamSizeOptions } from '@/lib/validation/teamSizes'
import { adminGroups } from '@/lib/server/adminGroups'

const recordedBySignup = { readOnly: true, date: { pickerAppearance: 'dayAndTime' as const } }

/**
 * The waiting list: one row per email address. The person confirms their place, changes or removes it from the link
 * in the mail we send when they join (src/domains/waitingList); what they agreed to is kept as they agreed to it.
 */
export const ProgramSignups: CollectionConfig = {
  slug: 'program-signups',
  labels: { singular: 'Waiting-list signup', plural: 'Waiting list' },
  admin: {
    group: adminGroups.leads.name,
    useAsTitle: 'email',
    defaultColumns: ['name', 'email', 'company', 'teamSize', 'consent', 'confirmedAt', 'createdAt'],
    listSearchableFields: ['name', 'email', 'company'],
    description:
      'People who joined the waiting list on the landing page. "Confirmed" is set when they open the link in our mail; announcements go only to confirmed people who have not unsubscribed. For a spreadsheet: More options (⋮) → Export → Download.',
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
    {
      type: 'collapsible',
      label: 'Consent and confirmation',
      admin: { initCollapsed: false },
      fields: [
        { name: 'consentWording', label: 'Wording they agreed to', type: 'textarea', admin: { readOnly: true } },
        { name: 'consentedAt', label: 'Agreed at', type: 'date', admin: recordedBySignup },
        { name: 'consentAddress', label: 'Agreed from address', type: 'text', admin: { readOnly: true } },
        { name: 'confirmedAt', label: 'Confirmed', type: 'date', index: true, admin: recordedBySignup },
        { name: 'unsubscribedAt', label: 'Unsubscribed from waiting-list mail', type: 'date', admin: recordedBySignup },
      ],
    },
  ],
}
