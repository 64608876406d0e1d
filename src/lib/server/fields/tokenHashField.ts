import type { Field } from 'payload'

import { nobody } from '@/access'

/** The SHA-256 hash of a mailed single-use token: unique, never readable through the API, hidden in the admin. */
export const tokenHashField: Field = {
  name: 'tokenHash',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  access: { read: nobody },
  admin: { hidden: true },
}
