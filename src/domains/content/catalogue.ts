import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { CatalogueCourse } from '@/domains/learning/contract/schemas'
import { courseCoverFrom, type CourseCover } from '@/lib/rules/courseCover'

import { coursePublished, programmeCourse } from '@/domains/learning'

export type { CatalogueCourse }

/**
 * A catalogue course as the pages see it: also whether it is the one course the learner home page (/v1) features, and
 * its cover.
 */
export type CatalogueEntry = CatalogueCourse & { isFeatured: boolean; cover: CourseCover }

type CatalogueRow = {
  id: string
  title: string
  summary: string
  description: string
  is_free: boolean
  price: string | number | null
  status: CatalogueCourse['status']
  launch_label: string | null
  is_featured: boolean | null
  lesson_count: string | number
  colour: string | null
  cover_filename: string | null
  cover_alt: string | null
  cover_width: string | number | null
  cover_height: string | number | null
}

/**
 * Published courses of the programme, available and coming soon, in their display order, each with its number of lessons
 * and its cover. The call recordings are not a course to browse or enrol in: learners find them on Calls.
 */
export const listCatalogue = async (payload: Payload): Promise<CatalogueEntry[]> => {
  const result = await payload.db.drizzle.execute(sql`
    SELECT c.id, c.title, c.summary, c.description, c.is_free, c.price, c.status, c.launch_label, c.is_featured, COUNT(l.id) AS lesson_count,
      c.colour, m.filename AS cover_filename, m.alt AS cover_alt, m.width AS cover_width, m.height AS cover_height
    FROM courses c LEFT JOIN lessons l ON l.course_id = c.id LEFT JOIN media m ON m.id = c.cover_image_id
    WHERE ${coursePublished} AND ${programmeCourse}
    GROUP BY c.id, m.id
    ORDER BY c."order", c.created_at`)
  return (result.rows as CatalogueRow[]).map((row) => ({
    id: String(row.id),
    title: row.title,
    summary: row.summary,
    description: row.description,
    isFree: row.is_free,
    price: row.price === null ? null : Number(row.price),
    lessonCount: Number(row.lesson_count),
    status: row.status,
    launchLabel: row.launch_label,
    isFeatured: row.is_featured === true,
    cover: courseCoverFrom(row),
  }))
}

/** The catalogue as GET /api/v1/courses answers it: the featured flag and the cover are for the pages only. */
export const listPublishedCourses = async (payload: Payload): Promise<CatalogueCourse[]> =>
  (await listCatalogue(payload)).map(({ isFeatured: _isFeatured, cover: _cover, ...course }) => course)

/** The catalogue split the way the screens show it: live courses, the featured one, and the roadmap. */
export const catalogueSections = (courses: CatalogueEntry[]) => ({
  available: courses.filter((course) => course.status === 'available'),
  comingSoon: courses.filter((course) => course.status === 'coming-soon'),
  featured: courses.find((course) => course.status === 'available' && course.isFeatured) ?? null,
})
