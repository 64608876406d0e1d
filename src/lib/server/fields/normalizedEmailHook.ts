import type { CollectionBeforeValidateHook } from 'payload'

import { normalizeEmail } from '@/lib/rules/normalizeEmail'

/** Stores `email` trimmed and lower-cased, whoever writes it (admin, API or seed). */
export const normalizeEmailBeforeValidate: CollectionBeforeValidateHook = ({ data }) => {
  if (data && typeof data.email === 'string') data.email = normalizeEmail(data.email)
  return data
}
