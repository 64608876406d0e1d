import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'

import config from '@payload-config'
import { listCatalogue, type CatalogueEntry } from '@/lib/server/data/catalogue'
import { contentTags } from '@/lib/server/content/revalidate'

/** The published courses, cached until staff change a course or lesson (see src/lib/server/content/revalidate.ts). */
export const getCatalogue = unstable_cache(
  async (): Promise<CatalogueEntry[]> => listCatalogue(await getPayload({ config })),
  ['learner-catalogue'],
  { tags: [contentTags.learnerArea] },
)

/** The catalogue split the way the screens show it: live courses, the featured one, and the roadmap. */
export const catalogueSections = (courses: CatalogueEntry[]) => ({
  available: courses.filter((course) => course.status === 'available'),
  comingSoon: courses.filter((course) => course.status === 'coming-soon'),
  featured: courses.find((course) => course.status === 'available' && course.isFeatured) ?? null,
})
