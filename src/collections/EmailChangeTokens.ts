import type { CollectionConfig } from 'payload'

import { nobody, serverWrittenCollection } from '../access'

/**
 * A learner's pending change of email: single use, valid for 24 hours, mailed to the new address. Only a hash of the
 * token is stored.
 */
export const EmailChangeTokens: CollectionConfig = {
  slug: 'email-change-tokens',
  admin: { group: 'Learners', hidden: true },
  access: serverWrittenCollection,
  fields: [
    { name: 'user', label: 'Learner', type: 'relationship', relationTo: 'course-users', required: true, index: true },
    { name: 'newEmail', type: 'text', required: true },
    {
      name: 'tokenHash',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      access: { read: nobody },
      admin: { hidden: true },
    },
    { name: 'expiresAt', type: 'date', required: true, index: true },
    { name: 'isUsed', type: 'checkbox', defaultValue: false },
  ],
}
