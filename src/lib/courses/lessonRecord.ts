import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { Lesson } from '@/payload-types'
import { uploadedOrGivenUrl } from './lessonMedia'

/** A lesson of a published course, with what deciding access needs: the course and the learner's enrolment. */
export type LessonRecord = {
  id: string
  courseId: string
  courseTitle: string
  courseIsFree: boolean
  title: string
  description: string | null
  orderIndex: number
  isPreview: boolean
  durationSeconds: number | null
  videoUrl: string | null
  captionsUrl: string | null
  body: Lesson['body'] | null
  enrolment: { isPaid: boolean } | null
}

type LessonRow = {
  id: string
  course_id: string
  course_title: string
  course_is_free: boolean
  title: string
  description: string | null
  order_index: string | number
  is_preview: boolean | null
  duration_seconds: string | number | null
  video_url: string | null
  video_filename: string | null
  captions_url: string | null
  captions_filename: string | null
  body: Lesson['body'] | null
  enrolment_id: string | null
  enrolment_is_paid: boolean | null
}

/**
 * One statement: the lesson, its course when published, and the learner's enrolment in it (none for a signed-out
 * visitor). Null when there is no such lesson in a published course.
 */
export const findLessonRecord = async (payload: Payload, lessonId: string, learnerId: string | null): Promise<LessonRecord | null> => {
  const result = await payload.db.drizzle.execute(sql`
    SELECT l.id, l.course_id, c.title AS course_title, c.is_free AS course_is_free, l.title, l.description, l.order_index,
      l.is_preview, l.duration_seconds, l.video_url, v.filename AS video_filename, l.captions_url,
      cf.filename AS captions_filename, l.body, e.id AS enrolment_id, e.is_paid AS enrolment_is_paid
    FROM lessons l
      JOIN courses c ON c.id = l.course_id AND c.is_published
      LEFT JOIN media v ON v.id = l.video_file_id
      LEFT JOIN media cf ON cf.id = l.captions_file_id
      LEFT JOIN enrollments e ON e.course_id = l.course_id AND e.user_id = ${learnerId}
    WHERE l.id = ${lessonId}`)
  const row = result.rows[0] as LessonRow | undefined
  if (!row) return null
  return {
    id: String(row.id),
    courseId: String(row.course_id),
    courseTitle: row.course_title,
    courseIsFree: row.course_is_free,
    title: row.title,
    description: row.description,
    orderIndex: Number(row.order_index),
    isPreview: row.is_preview === true,
    durationSeconds: row.duration_seconds === null ? null : Number(row.duration_seconds),
    videoUrl: uploadedOrGivenUrl(payload, row.video_filename, row.video_url),
    captionsUrl: uploadedOrGivenUrl(payload, row.captions_filename, row.captions_url),
    body: row.body,
    enrolment: row.enrolment_id ? { isPaid: row.enrolment_is_paid === true } : null,
  }
}
