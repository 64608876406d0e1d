import { getPayload } from 'payload'

import config from '@payload-config'

/** The featured course is the one whose title exactly equals the programme title (spec 2.5). */
export const programmeTitle = 'Solving Tech for Small Builders'

export const findFeaturedCourse = async () => {
  const payload = await getPayload({ config })
  const { docs } = await payload.find({
    collection: 'courses',
    where: { and: [{ title: { equals: programmeTitle } }, { isPublished: { equals: true } }] },
    limit: 1,
    depth: 0,
    overrideAccess: false,
  })
  return docs[0] ?? null
}
