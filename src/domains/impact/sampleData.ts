import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { auditActor, recordAuditEvent } from '@/domains/audit'
import { inTransaction } from '@/lib/server/db/inTransaction'

/** What the sample content invented and this site still holds: its learners, and its businesses with their answers. */
export type SampleDataHeld = { learners: number; businesses: number }

export const findSampleDataHeld = async (payload: Payload): Promise<SampleDataHeld> => {
  const row = (
    await payload.db.drizzle.execute(sql`
      SELECT (SELECT count(*) FROM course_users WHERE is_sample)::int AS learners, (SELECT count(*) FROM business_profiles WHERE is_sample)::int AS businesses`)
  ).rows[0] as SampleDataHeld
  return { learners: row.learners, businesses: row.businesses }
}

/** Whether a course's impact figures count anything the sample content invented: a sample business's answers, or a sample learner. */
export const courseIncludesSampleData = async (payload: Payload, courseId: string): Promise<boolean> => {
  const row = (
    await payload.db.drizzle.execute(sql`
      SELECT EXISTS (
          SELECT 1 FROM impact_checks c JOIN business_profiles p ON p.id = c.respondent_id LEFT JOIN course_users u ON u.id = p.learner_id
          WHERE c.course_id = ${courseId} AND (p.is_sample OR u.is_sample))
        OR EXISTS (SELECT 1 FROM enrollments e JOIN course_users u ON u.id = e.user_id WHERE e.course_id = ${courseId} AND u.is_sample) AS sample`)
  ).rows[0] as { sample: boolean }
  return row.sample
}

/**
 * Removes what the sample content invented, in one transaction: its businesses with their answers, and its learners
 * with everything of theirs (deleted as staff delete a learner, each audited), then one audit event for the whole.
 */
export const removeSampleData = async (req: PayloadRequest): Promise<SampleDataHeld> =>
  inTransaction(
    req.payload,
    async (txReq, db) => {
      const learners = (await db.execute(sql`SELECT id FROM course_users WHERE is_sample`)).rows as { id: string }[]
      const businesses = await db.execute(sql`
        DELETE FROM business_profiles WHERE is_sample OR learner_id IN (SELECT id FROM course_users WHERE is_sample) RETURNING id`)
      for (const { id } of learners) await txReq.payload.delete({ collection: 'course-users', id: String(id), req: txReq, overrideAccess: true })
      const removed = { learners: learners.length, businesses: businesses.rows.length }
      await recordAuditEvent(
        txReq,
        { event: 'sample-data-removed', outcome: 'success', accountType: 'staff', accountEmail: auditActor(req), detail: `${removed.learners} sample learners and ${removed.businesses} sample businesses removed` },
        db,
      )
      return removed
    },
    req,
  )
