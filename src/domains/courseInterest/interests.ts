import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/**
 * Records that this email wants to hear when the course opens: once per course and email, whoever asks again. The
 * course must be published and coming soon. A signed-in learner's interest carries their account.
 */
export const addInterest = async (payload: Payload, courseId: string, email: string, learnerId: string | null): Promise<'added' | 'already' | 'not-coming-soon'> => {
  const result = await payload.db.drizzle.execute(sql`
    WITH course AS (
      SELECT id FROM courses WHERE id = ${courseId} AND is_published = true AND status = 'coming-soon'
    ), inserted AS (
      INSERT INTO course_interests (course_id, email, learner_id)
      SELECT id, ${email}, ${learnerId} FROM course
      ON CONFLICT (course_id, email) DO NOTHING
      RETURNING id
    )
    SELECT (SELECT count(*) FROM course)::int AS courses, (SELECT count(*) FROM inserted)::int AS added`)
  const row = result.rows[0] as { courses: number; added: number }
  if (row.courses === 0) return 'not-coming-soon'
  return row.added > 0 ? 'added' : 'already'
}

/** The coming-soon courses this learner asked to hear about (by their account or their email). */
export const coursesOfInterestTo = async (payload: Payload, learner: { id: string; email: string }): Promise<Set<string>> => {
  const result = await payload.db.drizzle.execute(sql`
    SELECT DISTINCT course_id FROM course_interests WHERE learner_id = ${learner.id} OR email = ${learner.email}`)
  return new Set((result.rows as { course_id: string }[]).map((row) => String(row.course_id)))
}
