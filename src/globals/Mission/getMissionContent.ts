import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'

import config from '@payload-config'
import type { Mission } from '@/payload-types'
import { contentTags } from '../../lib/server/content/revalidate'

/** The Mission page copy, cached until staff save it. */
export const getMissionContent = unstable_cache(
  async (): Promise<Mission> => (await getPayload({ config })).findGlobal({ slug: 'mission', depth: 0 }),
  ['learner-mission'],
  { tags: [contentTags.learnerArea] },
)
