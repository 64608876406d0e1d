import type { GlobalConfig } from 'payload'

import { anyone, isStaff } from '../../access'
import { revalidateMission } from './hooks/revalidateMission'

/** The founder mission page (/v1/mission). */
export const Mission: GlobalConfig = {
  slug: 'mission',
  label: 'Mission page',
  admin: { group: 'Programme content' },
  access: { read: anyone, update: isStaff },
  hooks: { afterChange: [revalidateMission] },
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'founderStory', type: 'textarea', required: true },
    {
      name: 'coreValues',
      type: 'array',
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea', required: true },
      ],
    },
    { name: 'missionPoints', type: 'array', fields: [{ name: 'text', type: 'text', required: true }] },
    { name: 'whyItMatters', type: 'textarea' },
  ],
}
