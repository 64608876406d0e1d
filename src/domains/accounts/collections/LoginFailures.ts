import type { CollectionConfig } from 'payload'

import { serverWrittenCollection } from '@/access'

/**
 * Failed learner sign-ins, one row per account email and client address (src/domains/accounts/signInThrottle). Counting both lets
 * the owner of an account sign in from another address while an attacker's address is refused.
 */
export const LoginFailures: CollectionConfig = {
  slug: 'login-failures',
  admin: { hidden: true },
  access: serverWrittenCollection,
  indexes: [{ fields: ['email', 'clientAddress'], unique: true }],
  fields: [
    { name: 'email', type: 'text', required: true, index: true },
    { name: 'clientAddress', type: 'text', required: true, index: true },
    { name: 'failures', type: 'number', required: true, defaultValue: 0 },
    { name: 'lastFailedAt', type: 'date', required: true, index: true },
  ],
}
