import type { CollectionConfig } from 'payload'

import { isStaff } from './isStaff'

/** Deny-by-default access for private collections: staff may do everything, nobody else anything. */
export const staffOnlyCollection: NonNullable<CollectionConfig['access']> = {
  admin: ({ req }) => req.user?.collection === 'users',
  create: isStaff,
  delete: isStaff,
  read: isStaff,
  readVersions: isStaff,
  unlock: isStaff,
  update: isStaff,
}
