import type { GlobalConfig } from 'payload'

import { anyone, isStaff } from '../access'

/** A page's editable copy, under "Programme content" in the admin: anyone may read it, staff edit it. */
export const programmeContentGlobal = (global: Pick<GlobalConfig, 'slug' | 'label' | 'hooks' | 'fields'>): GlobalConfig => ({
  admin: { group: 'Programme content' },
  access: { read: anyone, update: isStaff },
  ...global,
})
