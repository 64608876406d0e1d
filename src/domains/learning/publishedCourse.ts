import 'server-only'

import { sql } from '@payloadcms/db-postgres'

/**
 * The learner area's one SQL test of "published", for a query that names the course `c` (Payload's own queries get
 * the same rule from src/access/isStaffOrPublished.ts).
 */
export const coursePublished = sql`c.is_published`

/**
 * An enrolment `e` (course `c`, learner `u`) whose lessons the learner can open: canOpenLesson
 * (src/lib/rules/lessonAccess.ts) for a lesson that is not a preview, in SQL. Nothing can be paid yet, so an unpaid
 * enrolment in a paid course can never be finished: reminders, the digest, the funnels, the stuck list and My
 * workbook leave it out.
 */
export const enrolmentOpensLessons = sql`(c.is_free OR e.is_paid IS TRUE
  OR (u.membership_tier IN ('pro', 'premium') AND (u.membership_expires_at IS NULL OR u.membership_expires_at > now())))`
