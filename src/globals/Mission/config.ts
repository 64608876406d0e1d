import type { GlobalConfig } from 'payload'

import { textList, titledList } from '../fields'
import { programmeContentGlobal } from '../programmeContentGlobal'
import { revalidateMission } from './hooks/revalidateMission'

/** The founder mission page (/v1/mission). */
export const Mission: GlobalConfig = programmeContentGlobal({
  slug: 'mission',
  label: 'Mission page',
  hooks: { afterChange: [revalidateMission] },
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'founderStory', type: 'textarea', required: true },
    titledList('coreValues'),
    textList('missionPoints'),
    { name: 'whyItMatters', type: 'textarea' },
  ],
})
