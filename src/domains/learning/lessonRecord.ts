import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { SQL } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import type { CourseUser, Lesson } from '@/payload-types'
import { courseKindOf, type CourseKind } from '@/lib/rules/courseKinds'
import { preparedOn } from '@/lib/server/db/preparedStatements'
import { isoOrNull } from '@/lib/server/db/tableRow'
import { toCourseLesson, type CourseLesson, type LessonRow } from './courseRecords'
import { coursePublished, enrolledSql } from './publishedCourse'
import { uploadedOrGivenUrl, type LessonFile, type LessonFileKind } from './lessonFiles'

/** A lesson of a published course, with what deciding access needs: the course and the learner's enrolment. */
export type LessonRecord = CourseLesson & {
  courseId: string
  courseTitle: string
  courseIsFree: boolean
  /** A course of the programme, or the call recordings. */
  courseKind: CourseKind
  /** For a call recording: whether the learner is a learner of the programme (what opens it); false elsewhere. */
  inProgramme: boolean
  captionsUrl: string | null
  /** The low-data copy of the video (uploaded only), or null. */
  lowDataVideoUrl: string | null
  /** What auto-complete measures against: the uploaded video's own length, else the length staff gave. */
  videoSeconds: number | null
  /** A transcript staff pasted, or null. */
  transcript: string | null
  body: Lesson['body'] | null
  enrolment: { isPaid: boolean } | null
  /** The uploaded video and captions, for the file endpoints; never sent to the client as such. */
  files: Record<LessonFileKind, LessonFile | null>
}

type LessonRecordRow = LessonRow & {
  course_id: string
  course_title: string
  course_is_free: boolean
  course_kind: CourseKind | null
  in_programme: boolean | null
  video_mime_type: string | null
  video_prefix: string | null
  video_seconds: string | number | null
  low_data_filename: string | null
  low_data_mime_type: string | null
  low_data_prefix: string | null
  transcript: string | null
  captions_url: string | null
  captions_filename: string | null
  captions_mime_type: string | null
  captions_prefix: string | null
  body: Lesson['body'] | null
  enrolment_id: string | null
  enrolment_is_paid: boolean | null
  session_live?: boolean
  membership_tier?: CourseUser['membershipTier']
  membership_expires_at?: string | Date | null
  also_read?: unknown
}

/** The learner a session token names, as the lesson's statement checks it (`sessionIsLive`), with what opens lessons for them. */
export type SessionViewer = { sessionLive: boolean; membership: Pick<CourseUser, 'membershipTier' | 'membershipExpiresAt'> }

const lessonFile = (filename: string | null, mimeType: string | null, prefix: string | null): LessonFile | null =>
  filename ? { filename, mimeType, prefix } : null

/**
 * One statement: the lesson, its course when published, its uploaded files and the learner's enrolment in the
 * course (none for a signed-out visitor), and for a call recording whether the learner is in the programme. Null when
 * there is no such lesson in a published course.
 */
export const findLessonRecord = async (payload: Payload, lessonId: string, learnerId: string | null): Promise<LessonRecord | null> =>
  (await findLessonRecordAs(payload, lessonId, learnerId))?.lesson ?? null

/**
 * `findLessonRecord`, and with `sessionLive` (the learner's session check, `sessionIsLive`) whether it holds and the
 * learner's membership, read in the same statement: a hot call's one read before it writes. `alsoRead`, a statement
 * of at most one row, is read in it too (`alsoRead` in the answer, as JSON: numbers and times as JSON writes them;
 * null without a row), so the call needs no round trip of its own for it.
 */
export const findLessonRecordAs = async (
  payload: Payload,
  lessonId: string,
  learnerId: string | null,
  sessionLive?: SQL,
  alsoRead?: SQL,
): Promise<{ lesson: LessonRecord; viewer: SessionViewer | null; alsoRead: unknown } | null> => {
  const result = await preparedOn(payload.db.pool).execute(sql`
    SELECT ${sessionLive ? sql`${sessionLive} AS session_live, u.membership_tier, u.membership_expires_at,` : sql``}
      ${alsoRead ? sql`(SELECT row_to_json(also) FROM (${alsoRead}) also) AS also_read,` : sql``} l.id, l.course_id, c.title AS course_title, c.is_free AS course_is_free, c.kind AS course_kind,
      CASE WHEN c.kind = 'recordings' THEN ${enrolledSql(sql`${learnerId}`)} ELSE false END AS in_programme, l.title, l.description, l.order_index,
      l.is_preview, l.duration_seconds, l.video_url, v.filename AS video_filename, v.mime_type AS video_mime_type, v.prefix AS video_prefix,
      COALESCE(v.duration_seconds, l.duration_seconds) AS video_seconds,
      ld.filename AS low_data_filename, ld.mime_type AS low_data_mime_type, ld.prefix AS low_data_prefix,
      l.captions_url, cf.filename AS captions_filename, cf.mime_type AS captions_mime_type, cf.prefix AS captions_prefix,
      l.transcript, l.body,
      e.id AS enrolment_id, e.is_paid AS enrolment_is_paid
    FROM lessons l
      JOIN courses c ON c.id = l.course_id AND ${coursePublished}
      LEFT JOIN lesson_media v ON v.id = l.video_file_id
      LEFT JOIN lesson_media ld ON ld.id = l.low_data_video_file_id
      LEFT JOIN lesson_media cf ON cf.id = l.captions_file_id
      LEFT JOIN enrollments e ON e.course_id = l.course_id AND e.user_id = ${learnerId}
      ${sessionLive ? sql`LEFT JOIN course_users u ON u.id = ${learnerId}` : sql``}
    WHERE l.id = ${lessonId}`)
  const row = result.rows[0] as LessonRecordRow | undefined
  if (!row) return null
  const viewer: SessionViewer | null = sessionLive
    ? { sessionLive: row.session_live === true, membership: { membershipTier: row.membership_tier ?? 'free', membershipExpiresAt: isoOrNull(row.membership_expires_at ?? null) } }
    : null
  return { lesson: toLessonRecord(payload, row), viewer, alsoRead: row.also_read ?? null }
}

const toLessonRecord = (payload: Payload, row: LessonRecordRow): LessonRecord => {
  return {
    ...toCourseLesson(payload, row),
    courseId: String(row.course_id),
    courseTitle: row.course_title,
    courseIsFree: row.course_is_free,
    courseKind: courseKindOf(row.course_kind),
    inProgramme: row.in_programme === true,
    captionsUrl: uploadedOrGivenUrl(payload, String(row.id), 'captions', row.captions_filename, row.captions_url),
    lowDataVideoUrl: uploadedOrGivenUrl(payload, String(row.id), 'lowDataVideo', row.low_data_filename, null),
    videoSeconds: row.video_seconds === null ? null : Number(row.video_seconds),
    transcript: row.transcript?.trim() || null,
    body: row.body,
    enrolment: row.enrolment_id ? { isPaid: row.enrolment_is_paid === true } : null,
    files: {
      video: lessonFile(row.video_filename, row.video_mime_type, row.video_prefix),
      captions: lessonFile(row.captions_filename, row.captions_mime_type, row.captions_prefix),
      lowDataVideo: lessonFile(row.low_data_filename, row.low_data_mime_type, row.low_data_prefix),
    },
  }
}
