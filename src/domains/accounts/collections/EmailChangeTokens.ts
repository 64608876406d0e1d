import type { CollectionConfig } from 'payload'

import { serverWrittenCollection } from '@/access'
import { tokenHashField } from '@/lib/server/fields/tokenHashField'
import { adminGroups } from '@/lib/server/adminGroups'

/**
 * A learner's pending change of email: single use, valid for 24 hours, mailed to the new address. Only a hash of the
 * token is stored.
 */
export const EmailChangeTokens: CollectionConfig = {
  slug: 'email-change-tokens',
  admin: { group: adminGroups.learners.name, hidden: true },
  access: serverWrittenCollection,
  fields: [
    { name: 'user', label: 'Learner', type: 'relationship', relationTo: 'course-users', required: true, index: true },
    { name: 'newEmail', type: 'text', required: true },
    tokenHashField,
    { name: 'expiresAt', type: 'date', required: true, index: true },
    { name: 'isUsed', type: 'checkbox', defaultValue: false },
  ],
}
