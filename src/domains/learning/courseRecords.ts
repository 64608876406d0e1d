import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { Course } from '@/payload-types'
import { courseKindOf, type CourseKind } from '@/lib/rules/courseKinds'
import { preparedOn } from '@/lib/server/db/preparedStatements'
import { uploadedOrGivenUrl } from './lessonFiles'
import { coursePublished } from './publishedCourse'
import type { TableRow } from '@/lib/server/db/tableRow'
import type { courses, lessons } from '@/payload-generated-schema'

/*
 * Courses and lessons as the learner area reads them: plain SQL, one statement each, because these reads sit on
 * every course and lesson call and Payload's Local API (hooks, population) costs several times the query itself.
 * Staff still write through Payload, whose hooks keep these tables consistent.
 */

type PublishedCourse = {
  id: string
  title: string
  summary: string
  description: string
  whatYouWillLearn: string[]
  isFree: boolean
  price: number | null
  isPublished: boolean
  status: Course['status']
  /** A course of the programme, or the call recordings (src/lib/rules/courseKinds.ts). */
  kind: CourseKind
  createdAt: string
}

export type CourseLesson = {
  id: string
  title: string
  description: string | null
  orderIndex: number
  isPreview: boolean
  durationSeconds: number | null
  videoUrl: string | null
}

type CourseRow = Pick<TableRow<typeof courses>, 'id' | 'title' | 'summary' | 'description' | 'is_free' | 'price' | 'is_published' | 'status' | 'kind' | 'created_at'> & {
  what_you_will_learn: string[] | null
}

/** A lesson's columns as the lesson queries select them (the video's uploaded file name joined from lesson-media). */
export type LessonRow = Pick<TableRow<typeof lessons>, 'id' | 'title' | 'description' | 'order_index' | 'is_preview' | 'duration_seconds' | 'video_url'> & {
  video_filename: string | null
}

const numberOrNull = (value: string | number | null): number | null => (value === null ? null : Number(value))

export const toCourseLesson = (payload: Payload, row: LessonRow): CourseLesson => ({
  id: String(row.id),
  title: row.title,
  description: row.description,
  orderIndex: Number(row.order_index),
  isPreview: row.is_preview === true,
  durationSeconds: numberOrNull(row.duration_seconds),
  videoUrl: uploadedOrGivenUrl(payload, String(row.id), 'video', row.video_filename, row.video_url),
})

/** A published course by id, or null. */
export const findPublishedCourse = async (payload: Payload, courseId: string): Promise<PublishedCourse | null> => {
  const result = await payload.db.drizzle.execute(sql`
    SELECT c.id, c.title, c.summary, c.description, c.is_free, c.price, c.is_published, c.status, c.kind, c.created_at,
      (SELECT json_agg(w.point ORDER BY w._order) FROM courses_what_you_will_learn w WHERE w._parent_id = c.id) AS what_you_will_learn
    FROM courses c
    WHERE c.id = ${courseId} AND ${coursePublished}`)
  const row = result.rows[0] as CourseRow | undefined
  if (!row) return null
  return {
    id: String(row.id),
    title: row.title,
    summary: row.summary,
    description: row.description,
    whatYouWillLearn: row.what_you_will_learn ?? [],
    isFree: row.is_free,
    price: numberOrNull(row.price),
    isPublished: row.is_published,
    status: row.status,
    kind: courseKindOf(row.kind),
    createdAt: new Date(row.created_at).toISOString(),
  }
}

/** A course's lessons in order, each with the video it plays (uploaded file first, then the given address). */
export const findCourseLessons = async (payload: Payload, courseId: string): Promise<CourseLesson[]> => {
  const result = await preparedOn(payload.db.pool).execute(sql`
    SELECT l.id, l.title, l.description, l.order_index, l.is_preview, l.duration_seconds, l.video_url, v.filename AS video_filename
    FROM lessons l LEFT JOIN lesson_media v ON v.id = l.video_file_id
    WHERE l.course_id = ${courseId}
    ORDER BY l.order_index, l.id`)
  return (result.rows as LessonRow[]).map((row) => toCourseLesson(payload, row))
}
