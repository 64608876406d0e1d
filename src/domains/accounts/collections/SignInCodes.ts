import type { CollectionConfig } from 'payload'

import { nobody, serverWrittenCollection } from '@/access'
import { tokenHashField } from '@/lib/server/fields/tokenHashField'
import { adminGroups } from '@/lib/server/adminGroups'

/**
 * Mailed sign-in codes, each with its link (src/domains/accounts/signInCodes.ts). Only hashes are stored: the code's
 * keyed with the server's secret (six digits alone would be quick to try), the link's token plain SHA-256 (its 256
 * random bits are not). The code and the link are only ever in the mail.
 */
export const SignInCodes: CollectionConfig = {
  slug: 'sign-in-codes',
  admin: { group: adminGroups.learners.name, hidden: true },
  access: serverWrittenCollection,
  fields: [
    { name: 'learner', type: 'relationship', relationTo: 'course-users', required: true, index: true },
    { name: 'codeHash', type: 'text', required: true, access: { read: nobody }, admin: { hidden: true } },
    tokenHashField,
    { name: 'expiresAt', type: 'date', required: true },
    { name: 'wrongTries', type: 'number', required: true, defaultValue: 0 },
    { name: 'usedAt', type: 'date' },
  ],
}
