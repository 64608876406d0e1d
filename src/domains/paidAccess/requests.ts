import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { PaidAccess } from '@/lib/rules/courseState'
import { enrolmentOpensLessons } from '@/lib/rules/lessonAccess'
import type { SqlExecutor } from '@/lib/server/db/inTransaction'
import type { CourseUser } from '@/payload-types'
import { refreshEnrolmentCounters } from '@/domains/learning'
import type { TableRow } from '@/lib/server/db/tableRow'
import type { access_requests } from '@/payload-generated-schema'

export type AccessRequest = NonNullable<PaidAccess['request']>
export type AccessRequestStatus = AccessRequest['status']

type RequestRow = Pick<TableRow<typeof access_requests>, 'status' | 'requested_at'>

export const findAccessRequest = async (payload: Payload, learnerId: string, courseId: string): Promise<AccessRequest | null> => {
  const result = await payload.db.drizzle.execute(sql`
    SELECT status, requested_at FROM access_requests WHERE learner_id = ${learnerId} AND course_id = ${courseId}`)
  const row = result.rows[0] as RequestRow | undefined
  return row ? { status: row.status, requestedAt: new Date(row.requested_at).toISOString() } : null
}

/** The published, available paid courses whose lessons the learner cannot open through a paid enrolment. */
export const countLockedPaidCourses = async (payload: Payload, learnerId: string): Promise<number> => {
  const result = await payload.db.drizzle.execute(sql`
    SELECT count(*)::int AS locked FROM courses c
    WHERE c.is_published AND c.status = 'available' AND NOT c.is_free
      AND NOT EXISTS (SELECT 1 FROM enrollments e WHERE e.course_id = c.id AND e.user_id = ${learnerId} AND e.is_paid)`)
  return Number((result.rows[0] as { locked: number }).locked)
}

/**
 * Records that the learner asks to open a paid course: one request per learner and course. Asking again while it
 * waits changes nothing ('already'); asking again after staff declined asks anew ('added'). The course must be
 * published, available and paid, and the learner not able to open it already ('open').
 */
export const requestAccess = async (
  payload: Payload,
  learnerId: string,
  courseId: string,
  message: string | null,
): Promise<{ outcome: 'added' | 'already' | 'open'; id: string | null }> => {
  const result = await payload.db.drizzle.execute(sql`
    WITH course AS (
      SELECT c.id FROM courses c
      WHERE c.id = ${courseId} AND c.is_published AND c.status = 'available' AND NOT c.is_free
        AND NOT EXISTS (SELECT 1 FROM enrollments e WHERE e.course_id = c.id AND e.user_id = ${learnerId} AND e.is_paid)
    ), asked AS (
      INSERT INTO access_requests (learner_id, course_id, message, status, requested_at)
      SELECT ${learnerId}, id, ${message}, 'pending', now() FROM course
      ON CONFLICT (learner_id, course_id) DO UPDATE
        SET status = 'pending', message = EXCLUDED.message, requested_at = now(), decided_at = NULL, decided_by = NULL, updated_at = now()
        WHERE access_requests.status = 'declined'
      RETURNING id
    )
    SELECT (SELECT count(*) FROM course)::int AS courses, (SELECT id FROM asked) AS id`)
  const row = result.rows[0] as { courses: number; id: string | null }
  if (row.courses === 0) return { outcome: 'open', id: null }
  return row.id ? { outcome: 'added', id: String(row.id) } : { outcome: 'already', id: null }
}

/**
 * Opens the course to the learner: their enrolment, made now if they had none, is marked paid (access granted stands
 * for payment until payment exists) and its counters counted, in the caller's transaction.
 */
export const openCourseTo = async (db: SqlExecutor, learnerId: string, courseId: string): Promise<void> => {
  const result = await db.execute(sql`
    INSERT INTO enrollments (user_id, course_id, is_paid) VALUES (${learnerId}, ${courseId}, true)
    ON CONFLICT (user_id, course_id) DO UPDATE SET is_paid = true, updated_at = now()
    RETURNING id`)
  const enrolmentId = String((result.rows[0] as { id: string }).id)
  await refreshEnrolmentCounters(db, sql`e.id = ${enrolmentId}`)
}

/** The learner's standing with a paid course (null for a free one): may they open it, and what they asked for. */
export const paidAccessFor = async (
  payload: Payload,
  learner: CourseUser,
  course: { id: string; isFree: boolean; enrollment: { isEnrolled: boolean; isPaid: boolean } },
): Promise<PaidAccess | null> => {
  if (course.isFree) return null
  const enrolment = course.enrollment.isEnrolled ? { isPaid: course.enrollment.isPaid } : null
  const lessonsOpen = enrolmentOpensLessons({ courseIsFree: false, enrolment, learner })
  return { lessonsOpen, request: lessonsOpen ? null : await findAccessRequest(payload, String(learner.id), course.id) }
}
