import type { GlobalConfig } from 'payload'

import { anyone, isStaff } from '../access'
import { adminGroups } from '@/lib/server/adminGroups'

/** A page's editable copy, under "Programme content" in the admin: anyone may read it, staff edit it. */
export const programmeContentGlobal = (global: Pick<GlobalConfig, 'slug' | 'label' | 'hooks' | 'fields'>): GlobalConfig => ({
  admin: { group: adminGroups.programmeContent.name },
  access: { read: anyone, update: isStaff },
  ...global,
})
