import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'

import config from '@payload-config'
import type { Mission, SolutionProvider } from '@/payload-types'
import { contentTags } from './revalidate'

/** The Mission page copy, cached until staff save it. */
export const getMissionContent = unstable_cache(
  async (): Promise<Mission> => (await getPayload({ config })).findGlobal({ slug: 'mission', depth: 0 }),
  ['learner-mission'],
  { tags: [contentTags.learnerArea] },
)

/** The Solutions page's providers in display order, cached until staff change one. */
export const getSolutionProviders = unstable_cache(
  async (): Promise<SolutionProvider[]> =>
    (await (await getPayload({ config })).find({ collection: 'solution-providers', sort: 'order', limit: 50, depth: 0 })).docs,
  ['learner-solution-providers'],
  { tags: [contentTags.learnerArea] },
)
