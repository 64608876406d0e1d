import type { CollectionConfig } from 'payload'

import { isStaff } from './isStaff'
import { nobody } from './nobody'

/** Rows only the server writes (with overrideAccess): staff may read and delete them, nobody may create or edit. */
export const serverWrittenCollection: NonNullable<CollectionConfig['access']> = {
  admin: isStaff,
  create: nobody,
  delete: isStaff,
  read: isStaff,
  update: nobody,
}
