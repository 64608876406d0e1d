import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { sqlTransaction } from '@/lib/server/db/sqlTransaction'
import { refreshEnrolmentCounters } from './enrolmentCounters'
import { programmeCourse } from './publishedCourse'
import type { TableRow } from '@/lib/server/db/tableRow'
import type { enrollments } from '@/payload-generated-schema'

type Enrolment = { id: string; courseId: string; userId: string; isPaid: boolean; createdAt: string }

type EnrolmentRow = Pick<TableRow<typeof enrollments>, 'id' | 'course_id' | 'user_id' | 'is_paid' | 'created_at'>

const toEnrolment = (row: EnrolmentRow): Enrolment => ({
  id: String(row.id),
  courseId: String(row.course_id),
  userId: String(row.user_id),
  isPaid: row.is_paid === true,
  createdAt: new Date(row.created_at).toISOString(),
})

export const findEnrolment = async (payload: Payload, learnerId: string, courseId: string): Promise<Enrolment | null> => {
  const result = await payload.db.drizzle.execute(sql`
    SELECT id, course_id, user_id, is_paid, created_at FROM enrollments WHERE user_id = ${learnerId} AND course_id = ${courseId}`)
  const row = result.rows[0] as EnrolmentRow | undefined
  return row ? toEnrolment(row) : null
}

/**
 * Enrols a learner once: concurrent calls insert one row between them (the unique index on user and course decides).
 * `created` tells whether this call made it. A new enrolment's counters are counted in the same transaction (the
 * learner may have completed preview lessons before enrolling). Only in a course of the programme: the call recordings
 * have no enrolments (the caller says so first; this keeps it true whoever calls).
 */
export const enrol = async (payload: Payload, learnerId: string, courseId: string): Promise<{ enrolment: Enrolment; created: boolean }> => {
  const row = await sqlTransaction(payload, async (db) => {
    const inserted = await db.execute(sql`
      INSERT INTO enrollments (user_id, course_id, is_paid)
      SELECT ${learnerId}, c.id, false FROM courses c WHERE c.id = ${courseId} AND ${programmeCourse}
      ON CONFLICT (user_id, course_id) DO NOTHING
      RETURNING id, course_id, user_id, is_paid, created_at`)
    const created = inserted.rows[0] as EnrolmentRow | undefined
    if (created) await refreshEnrolmentCounters(db, sql`e.id = ${created.id}`)
    return created
  })
  if (row) return { enrolment: toEnrolment(row), created: true }
  const existing = await findEnrolment(payload, learnerId, courseId)
  if (!existing) throw new Error('No enrolment: the course is gone, or holds the call recordings')
  return { enrolment: existing, created: false }
}
