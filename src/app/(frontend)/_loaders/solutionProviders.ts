import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'

import config from '@payload-config'
import { contentTags } from '@/lib/server/content/revalidate'
import type { SolutionProvider } from '@/payload-types'

/** The Solutions page's providers in display order, cached until staff change one. */
export const getSolutionProviders = unstable_cache(
  async (): Promise<SolutionProvider[]> =>
    (await (await getPayload({ config })).find({ collection: 'solution-providers', sort: 'order', limit: 50, depth: 0 })).docs,
  ['learner-solution-providers'],
  { tags: [contentTags.learnerArea] },
)
