import type { CollectionConfig } from 'payload'

import { serverWrittenCollection } from '@/access'
import { tokenHashField } from '@/lib/server/fields/tokenHashField'
import { adminGroups } from '@/lib/server/adminGroups'

/** Single-use password reset tokens. Only a hash of each token is stored; the token itself is only ever in the mail. */
export const PasswordResetTokens: CollectionConfig = {
  slug: 'password-reset-tokens',
  admin: {
    group: adminGroups.learners.name,
    hidden: true,
  },
  access: serverWrittenCollection,
  fields: [
    { name: 'user', label: 'Learner', type: 'relationship', relationTo: 'course-users', required: true, index: true },
    tokenHashField,
    { name: 'expiresAt', type: 'date', required: true },
    { name: 'isUsed', type: 'checkbox', defaultValue: false },
  ],
}
