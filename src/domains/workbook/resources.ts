import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { coursePublished, openableLesson } from '@/domains/learning'
import type { CourseUser } from '@/payload-types'
import { fileSlug } from '@/lib/rules/fileSlug'
import { isId } from '@/lib/rules/ids'
import { enrolmentOpensLessons } from '@/lib/rules/lessonAccess'
import { forbidden, notFound } from '@/lib/server/http/apiError'
import type { PrivateFile } from '@/lib/server/uploads/privateFiles'

/** A download that goes with a course or one of its lessons, as the learner's screens list it. */
export type Resource = { id: string; title: string; url: string; filename: string; bytes: number | null }

export const resourceUrl = (id: string) => `/api/v1/workbook/resources/${id}`

/** A download's file name: its title, as plain ASCII (a header carries it), with the uploaded file's extension. */
export const resourceFileName = ({ title, filename }: { title: string; filename: string }) => {
  const extension = /\.([a-z0-9]{1,8})$/i.exec(filename)?.[1]?.toLowerCase()
  return `${fileSlug(title, 80) || 'download'}${extension ? `.${extension}` : ''}`
}

type ResourceRow = { id: string; title: string; filename: string; filesize: string | number | null; course_id: string; lesson_id: string | null }

const toResource = (row: ResourceRow): Resource => ({
  id: String(row.id),
  title: row.title,
  url: resourceUrl(String(row.id)),
  filename: row.filename,
  bytes: row.filesize === null ? null : Number(row.filesize),
})

/**
 * The downloads of these courses, by course id: the course's own (no lesson) and those of one lesson (`lessonId`), or
 * of every lesson (`'every-lesson'`, for My workbook). Course ones first, then by title. The caller has checked the
 * learner may open them.
 */
export const findResources = async (payload: Payload, courseIds: readonly string[], lessons: { lessonId: string } | 'every-lesson'): Promise<Map<string, Resource[]>> => {
  const byCourse = new Map<string, Resource[]>()
  if (courseIds.length === 0) return byCourse
  const result = await payload.db.drizzle.execute(sql`
    SELECT id, title, filename, filesize, course_id, lesson_id FROM workbook_resources
    WHERE course_id IN (${sql.join(courseIds.map((id) => sql`${id}`), sql`, `)})
      AND filename IS NOT NULL ${lessons === 'every-lesson' ? sql`` : sql`AND (lesson_id IS NULL OR lesson_id = ${lessons.lessonId})`}
    ORDER BY (lesson_id IS NOT NULL), title`)
  for (const row of result.rows as ResourceRow[]) {
    const courseId = String(row.course_id)
    byCourse.set(courseId, [...(byCourse.get(courseId) ?? []), toResource(row)])
  }
  return byCourse
}

type OpenRow = ResourceRow & { prefix: string | null; mime_type: string | null; is_free: boolean; enrolment_id: string | null; is_paid: boolean | null }

export const notEnrolledForResourceMessage = 'Enrol in the course to download its resources'

/**
 * A download, when the learner may have it: a lesson's when they may open the lesson, a course's when their enrolment
 * opens its lessons (403 otherwise), and 404 for an id that names no download of a published course.
 */
export const openResource = async (payload: Payload, learner: CourseUser, resourceId: string): Promise<Resource & PrivateFile & { mimeType: string }> => {
  if (!isId(resourceId)) throw notFound('No such download')
  const result = await payload.db.drizzle.execute(sql`
    SELECT r.id, r.title, r.filename, r.filesize, r.prefix, r.mime_type, r.course_id, r.lesson_id, c.is_free, e.id AS enrolment_id, e.is_paid
    FROM workbook_resources r
      JOIN courses c ON c.id = r.course_id AND ${coursePublished}
      LEFT JOIN enrollments e ON e.course_id = r.course_id AND e.user_id = ${learner.id}
    WHERE r.id = ${resourceId} AND r.filename IS NOT NULL`)
  const row = result.rows[0] as OpenRow | undefined
  if (!row) throw notFound('No such download')
  const mayHave = row.lesson_id
    ? (await openableLesson(payload, String(row.lesson_id), learner)).kind === 'open' && row.enrolment_id !== null
    : row.enrolment_id !== null && enrolmentOpensLessons({ courseIsFree: row.is_free, enrolment: { isPaid: row.is_paid === true }, learner })
  if (!mayHave) throw forbidden(notEnrolledForResourceMessage)
  return { ...toResource(row), prefix: row.prefix, mimeType: row.mime_type ?? 'application/octet-stream' }
}
