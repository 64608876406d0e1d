import type { CollectionConfig } from 'payload'

import { anyone } from './anyone'
import { isStaff } from './isStaff'

/** Public content (FAQs, testimonials, people, providers): anyone reads, staff write. */
export const publicReadStaffWrite: NonNullable<CollectionConfig['access']> = {
  create: isStaff,
  delete: isStaff,
  read: anyone,
  update: isStaff,
}
