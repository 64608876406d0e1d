import 'server-only'

import { randomBytes } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { env } from '@/lib/server/env'
import { preparedOn } from '@/lib/server/db/preparedStatements'
import { programmeCourse } from '@/domains/learning'
import type { TableRow } from '@/lib/server/db/tableRow'
import type { certificates } from '@/payload-generated-schema'

import type { LearnerCertificate } from './contract/schemas'
import { certificatePath, certificatePdfPath, isCertificateCode, type CompletionRecord } from './contract/rules'

/** A certificate as its verification page and PDF show it. */
export type Certificate = {
  code: string
  learnerName: string
  courseId: string
  courseTitle: string
  completedAt: string
  revokedAt: string | null
  /** Why it was revoked, in a sentence for its page (staff's, or the migration's for the call recordings), if said. */
  revokedReason?: string | null
  /** When the holder closed their account: the certificate stands, without their name. */
  holderClosedAt?: string | null
  /**
   * How the lessons were completed, counted at issue: null for a certificate issued before this was recorded; left
   * out where it is not read (the PDF a mail carries does not show it).
   */
  record?: CompletionRecord | null
}

/** A learner's own certificate, as the dashboard lists it (`GET /api/v1/certificates`); a revoked one has no PDF. */
export type { LearnerCertificate }

type CertificateRow = Pick<
  TableRow<typeof certificates>,
  'code' | 'learner_name' | 'course_id' | 'course_title' | 'completed_at' | 'revoked_at' | 'revoked_reason' | 'holder_closed_at' | 'lessons_total' | 'lessons_watched' | 'lessons_marked'
>

const certificateColumns = sql.raw(
  'code, learner_name, course_id, course_title, completed_at, revoked_at, revoked_reason, holder_closed_at, lessons_total, lessons_watched, lessons_marked',
)

const toCertificate = (row: CertificateRow): Certificate => ({
  code: row.code,
  learnerName: row.learner_name,
  courseId: String(row.course_id),
  courseTitle: row.course_title,
  completedAt: new Date(row.completed_at).toISOString(),
  revokedAt: row.revoked_at ? new Date(row.revoked_at).toISOString() : null,
  revokedReason: row.revoked_at ? row.revoked_reason?.trim() || null : null,
  holderClosedAt: row.holder_closed_at ? new Date(row.holder_closed_at).toISOString() : null,
  record:
    row.lessons_total === null
      ? null
      : { total: Number(row.lessons_total), watched: Number(row.lessons_watched ?? 0), marked: Number(row.lessons_marked ?? 0) },
})

/** The verification page's full address, printed on the PDF and in its QR code. */
export const verificationUrl = (code: string): string => `${env.publicUrl}${certificatePath(code)}`

/** 256 random bits, URL-safe: nobody can guess another learner's certificate. */
const newCode = (): string => randomBytes(32).toString('base64url')

type IssuedCertificate = { id: string; courseId: string; holderEmail: string }

/**
 * Issues the certificate of the lesson's course once the learner, enrolled in it, has completed every one of its
 * lessons. Called after every completion; one statement, and the unique (learner, course) index makes it idempotent
 * and safe when two completions race: each completion is committed before this runs, so the last one sees them all.
 * The name and title are copied now, the completion date is the last lesson's, and so is how the lessons were
 * completed: watched through in the player, or marked complete. Returns the certificate issued now, if one was. The
 * call recordings are not a course: they never issue one.
 */
export const issueCertificateIfCourseComplete = async (payload: Payload, learnerId: string, lessonId: string): Promise<IssuedCertificate | null> => {
  // Named (prepared once per connection): it runs after every completion of a completed course.
  const issued = await preparedOn(payload.db.pool).execute(sql`
    WITH issued AS (
    INSERT INTO certificates (learner_id, course_id, code, learner_name, course_title, completed_at, lessons_total, lessons_watched, lessons_marked)
    SELECT u.id, c.id, ${newCode()}, u.name, c.title, COALESCE(MAX(lp.completed_at), now()), COUNT(l.id),
           COUNT(lp.id) FILTER (WHERE lp.completed_by = 'played'), COUNT(lp.id) FILTER (WHERE lp.completed_by = 'marked')
    FROM lessons completed_lesson
    JOIN courses c ON c.id = completed_lesson.course_id AND ${programmeCourse}
    JOIN enrollments e ON e.course_id = c.id AND e.user_id = ${learnerId}
    JOIN course_users u ON u.id = e.user_id
    JOIN lessons l ON l.course_id = c.id
    LEFT JOIN lesson_progress lp ON lp.lesson_id = l.id AND lp.user_id = u.id AND lp.is_completed
    WHERE completed_lesson.id = ${lessonId}
    GROUP BY u.id, c.id
    HAVING COUNT(lp.id) = COUNT(l.id)
    ON CONFLICT (learner_id, course_id) DO NOTHING
    RETURNING id, course_id, learner_id)
    SELECT issued.id, issued.course_id, u.email FROM issued JOIN course_users u ON u.id = issued.learner_id`)
  const row = issued.rows[0] as { id: string; course_id: string; email: string } | undefined
  return row ? { id: String(row.id), courseId: String(row.course_id), holderEmail: row.email } : null
}

/** A learner's certificate for one course, if they have one. */
export const findCourseCertificate = async (payload: Payload, learnerId: string, courseId: string): Promise<Certificate | null> => {
  const result = await payload.db.drizzle.execute(sql`
    SELECT ${certificateColumns}
    FROM certificates WHERE learner_id = ${learnerId} AND course_id = ${courseId}`)
  const row = result.rows[0] as CertificateRow | undefined
  return row ? toCertificate(row) : null
}

/** The certificate with this code, revoked or not; null for an unknown or malformed code. */
export const findCertificate = async (payload: Payload, code: string): Promise<Certificate | null> => {
  if (!isCertificateCode(code)) return null
  const result = await payload.db.drizzle.execute(sql`
    SELECT ${certificateColumns}
    FROM certificates WHERE code = ${code}`)
  const row = result.rows[0] as CertificateRow | undefined
  return row ? toCertificate(row) : null
}

/** The learner's certificates, newest first, in one query. */
export const findLearnerCertificates = async (payload: Payload, learnerId: string): Promise<LearnerCertificate[]> => {
  const result = await payload.db.drizzle.execute(sql`
    SELECT code, learner_name, course_id, course_title, completed_at, revoked_at, lessons_total, lessons_watched, lessons_marked
    FROM certificates WHERE learner_id = ${learnerId} ORDER BY completed_at DESC, code`)
  return (result.rows as CertificateRow[]).map(toCertificate).map(({ code, courseId, courseTitle, completedAt, revokedAt }) => ({
    code,
    courseId,
    courseTitle,
    completedAt,
    revokedAt,
    verificationUrl: verificationUrl(code),
    pdfUrl: revokedAt ? null : `${env.publicUrl}${certificatePdfPath(code)}`,
  }))
}
