import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'

import config from '@payload-config'
import { listPublishedCourses, type CatalogueCourse } from '@/lib/server/data/catalogue'
import { contentTags } from './revalidate'

/** The published courses, cached until staff change a course or lesson (see ./revalidate.ts). */
export const getCatalogue = unstable_cache(
  async (): Promise<CatalogueCourse[]> => listPublishedCourses(await getPayload({ config })),
  ['learner-catalogue'],
  { tags: [contentTags.learnerArea] },
)

export const featuredCourseTitle = 'Solving Tech for Small Builders'

/** The catalogue split the way the screens show it: live courses, the featured one, and the roadmap. */
export const catalogueSections = (courses: CatalogueCourse[]) => ({
  available: courses.filter((course) => course.status === 'available'),
  comingSoon: courses.filter((course) => course.status === 'coming-soon'),
  featured: courses.find((course) => course.status === 'available' && course.title === featuredCourseTitle) ?? null,
})
