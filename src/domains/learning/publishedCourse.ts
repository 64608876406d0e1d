import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

type SQL = ReturnType<typeof sql>

/**
 * The learner area's one SQL test of "published", for a query that names the course `c` (Payload's own queries get
 * the same rule from src/access/isStaffOrPublished.ts).
 */
export const coursePublished = sql`c.is_published`

/**
 * A course `c` of the programme, not the call recordings: the SQL twin of isRecordingsCourse
 * (src/lib/rules/courseKinds.ts). Course lists, totals, figures and reports count only these.
 */
export const programmeCourse = sql`c.kind IS DISTINCT FROM 'recordings'`

/**
 * An enrolment `e` (course `c`, learner `u`) whose lessons the learner can open: canOpenLesson
 * (src/lib/rules/lessonAccess.ts) for a lesson that is not a preview, in SQL. Nothing can be paid yet, so an unpaid
 * enrolment in a paid course can never be finished: reminders, the digest, the funnels, the stuck list and My
 * workbook leave it out.
 */
export const enrolmentOpensLessons = sql`(c.is_free OR e.is_paid IS TRUE
  OR (u.membership_tier IN ('pro', 'premium') AND (u.membership_expires_at IS NULL OR u.membership_expires_at > now())))`

/**
 * Whether learner `learner` is enrolled, with its lessons open, in the published course of the programme `course` (or
 * in any: a learner of the programme, whom the calls, their recordings and the WhatsApp group are for), and, given
 * `enrolledBefore`, was before that moment. Its own aliases are `e`, `c` and `u`: name the outer query's tables
 * otherwise, or `course` would mean this one's.
 */
export const enrolledSql = (learner: SQL, course?: SQL, enrolledBefore?: SQL): SQL => sql`EXISTS (
  SELECT 1 FROM enrollments e JOIN courses c ON c.id = e.course_id JOIN course_users u ON u.id = e.user_id
  WHERE e.user_id = ${learner} ${course ? sql`AND e.course_id = ${course}` : sql``} AND ${coursePublished} AND ${programmeCourse} AND ${enrolmentOpensLessons}
    ${enrolledBefore ? sql`AND e.created_at < ${enrolledBefore}` : sql``})`

/** Whether the learner is a learner of the programme (`enrolledSql` in any course): what opens the call recordings. */
export const isInProgramme = async (payload: Payload, learnerId: string): Promise<boolean> => {
  const result = await payload.db.drizzle.execute(sql`SELECT ${enrolledSql(sql`${learnerId}`)} AS enrolled`)
  return (result.rows[0] as { enrolled: boolean }).enrolled === true
}
