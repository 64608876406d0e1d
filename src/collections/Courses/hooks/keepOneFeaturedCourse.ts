import { sql } from '@payloadcms/db-postgres'
import type { CollectionAfterChangeHook } from 'payload'

import type { Course } from '@/payload-types'
import { inTransaction } from '@/lib/server/db/inTransaction'

/**
 * One course at most is featured: saving a course with "Featured course" ticked unticks it on any other, in the same
 * transaction. A plain SQL update, so no other course's hooks run (and none can call this one back).
 */
export const keepOneFeaturedCourse: CollectionAfterChangeHook<Course> = async ({ doc, req }) => {
  if (!doc.isFeatured) return doc
  await inTransaction(
    req.payload,
    (_req, db) => db.execute(sql`UPDATE courses SET is_featured = false WHERE is_featured AND id <> ${doc.id}`),
    req,
  )
  return doc
}
