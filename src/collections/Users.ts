import type { CollectionConfig } from 'payload'

import { isStaff, staffOnlyCollection } from '../access'
import { normalizeEmailBeforeValidate } from '../fields/normalizedEmailHook'

/** Staff accounts: the only people who enter /admin. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Staff member', plural: 'Staff' },
  admin: {
    group: 'Staff',
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'createdAt'],
  },
  auth: {
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
    useSessions: true,
  },
  access: { ...staffOnlyCollection, admin: isStaff },
  hooks: { beforeValidate: [normalizeEmailBeforeValidate] },
  fields: [{ name: 'name', type: 'text' }],
}
