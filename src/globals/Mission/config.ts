import type { GlobalConfig } from 'payload'

import { textList, titledList } from '../fields'
import { programmeContentGlobal } from '../programmeContentGlobal'
import { contentTags, expireGlobalOnChange } from '@/domains/content'

/** The founder mission page (/v1/mission). */
export const Mission: GlobalConfig = programmeContentGlobal({
  slug: 'mission',
  label: 'Mission page',
  hooks: { afterChange: [expireGlobalOnChange(contentTags.learnerArea)] },
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'founderStory', type: 'textarea', required: true },
    titledList('coreValues'),
    textList('missionPoints'),
    { name: 'whyItMatters', type: 'textarea' },
  ],
})
