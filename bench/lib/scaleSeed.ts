import { sql } from '@payloadcms/db-postgres'
import type pg from 'pg'

import { courseRecount, enrolmentRecount } from '../../src/domains/learning/enrolmentCounters'
import { asPgQuery } from './appSql'

/**
 * Set-based seeding for `bench/scale.ts`: every table is filled by INSERT ... SELECT over generate_series, so
 * millions of rows take a minute, not an hour. Learners, enrolments, progress and signups are numbered, and each
 * call adds a range of numbers: the 10x data is the 1x data plus numbers 10,001 to 100,000. Everything a learner
 * has is a pure function of their number, so a rerun seeds the same data.
 *
 * Learner n (id md5('scale-learner-n')) is enrolled in 5 of the 20 courses, (n + 4j) mod 20 for j = 0..4, and has
 * completed the first (5n + 3j) mod 21 lessons of course j: 0 to 20, 10 on average, so 50 progress rows a learner.
 *
 * Derived data: the per-enrolment counters (completed lessons, next lesson, last completion) and each course's
 * lesson count, which the app keeps on every write, are recounted in `refreshDerived` with the app's own set-based
 * statements once the rows they count are in.
 */

export const scaleCourseCount = 20
export const scaleLessonsPerCourse = 50
export const enrolmentsPerLearner = 5

const learnerId = (n: string) => `md5('scale-learner-' || ${n})::uuid`

/** The 20 published, available courses of 50 lessons each (shared by both scales); their ids in order. */
export const seedCourses = async (db: pg.Client): Promise<string[]> => {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO courses (title, summary, description, is_published, status, is_free, "order")
     SELECT 'Scale course ' || lpad(k::text, 2, '0'), 'A course for the scale bench', 'Scale bench', true, 'available', true, 200 + k
     FROM generate_series(0, $1::int - 1) k ORDER BY k RETURNING id`,
    [scaleCourseCount],
  )
  const ids = rows.map((row) => row.id)
  await db.query(
    `INSERT INTO lessons (course_id, title, order_index, is_preview)
     SELECT c.id, 'Lesson ' || n, n, n = 1 FROM unnest($1::uuid[]) AS c(id) CROSS JOIN generate_series(1, $2::int) n`,
    [ids, scaleLessonsPerCourse],
  )
  return ids
}

/** Learners `from`..`to`, their enrolments and their progress, `chunk` learners per statement. */
export const seedLearners = async (db: pg.Client, courseIds: string[], from: number, to: number, chunk = 10_000): Promise<void> => {
  for (let start = from; start <= to; start += chunk) {
    const end = Math.min(to, start + chunk - 1)
    await db.query('BEGIN')
    await db.query(
      `INSERT INTO course_users (id, first_name, last_name, name, company, email, created_at, updated_at)
       SELECT ${learnerId('n')}, 'Learner', n::text, 'Learner ' || n, 'Scale Ltd', 'scale-' || n || '@example.test',
         now() - (n % 365) * interval '1 day', now() - (n % 365) * interval '1 day'
       FROM generate_series($1::int, $2::int) n`,
      [start, end],
    )
    await db.query(
      `INSERT INTO enrollments (user_id, course_id, created_at, updated_at)
       SELECT ${learnerId('n')}, ($3::uuid[])[(n + 4 * j) % 20 + 1], now() - (n % 180) * interval '1 day', now() - (n % 180) * interval '1 day'
       FROM generate_series($1::int, $2::int) n CROSS JOIN generate_series(0, $4::int - 1) j`,
      [start, end, courseIds, enrolmentsPerLearner],
    )
    // Lessons 1..m of each enrolment, completed an hour apart from the enrolment date on.
    await db.query(
      `INSERT INTO lesson_progress (user_id, lesson_id, is_completed, completed_at, updated_at, created_at)
       SELECT ${learnerId('n')}, l.id, true, at, at, at
       FROM generate_series($1::int, $2::int) n CROSS JOIN generate_series(0, $4::int - 1) j
         JOIN lessons l ON l.course_id = ($3::uuid[])[(n + 4 * j) % 20 + 1] AND l.order_index <= (5 * n + 3 * j) % 21
         CROSS JOIN LATERAL (SELECT now() - (n % 180) * interval '1 day' + l.order_index * interval '1 hour' AS at) t`,
      [start, end, courseIds, enrolmentsPerLearner],
    )
    await db.query('COMMIT')
  }
}

/** Waiting-list signups `from`..`to` over the last year, every team size. */
export const seedSignups = async (db: pg.Client, from: number, to: number): Promise<void> => {
  await db.query(
    `INSERT INTO program_signups (name, email, company, team_size, consent, created_at, updated_at)
     SELECT 'Signup ' || n, 'signup-' || n || '@example.test', 'Company ' || (n % 997),
       (ARRAY['sole-trader', '2-8', '8-15', 'more-than-15', 'prefer-not-to-say'])[n % 5 + 1]::enum_program_signups_team_size,
       n % 3 <> 0, now() - (n % 365) * interval '1 day' - (n % 1440) * interval '1 minute', now() - (n % 365) * interval '1 day'
     FROM generate_series($1::int, $2::int) n`,
    [from, to],
  )
}

/** Figures the schema derives from the seeded rows (none yet; see the note at the top), then fresh planner statistics. */
/** Runs the app's recount statements in order, in one transaction (src/domains/learning/enrolmentCounters.ts). */
const recount = async (db: pg.Client, statements: ReturnType<typeof enrolmentRecount>): Promise<void> => {
  await db.query('BEGIN')
  for (const statement of statements) await db.query(asPgQuery(statement))
  await db.query('COMMIT')
}

export const refreshDerived = async (db: pg.Client): Promise<void> => {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM courses')
  for (const course of rows) await recount(db, courseRecount(course.id))
  await db.query('ANALYZE')
}

/**
 * A learner registered through the API (id and cookie given), enrolled in every scale course with the first third of
 * each course's lessons completed, as the progress call and completion are measured for. Resetting it restores that.
 */
export const resetBenchLearner = async (db: pg.Client, learner: string, courseIds: string[]): Promise<string[]> => {
  await db.query('BEGIN')
  await db.query('DELETE FROM lesson_progress WHERE user_id = $1', [learner])
  await db.query('INSERT INTO enrollments (user_id, course_id) SELECT $1, unnest($2::uuid[]) ON CONFLICT DO NOTHING', [learner, courseIds])
  await db.query(
    `INSERT INTO lesson_progress (user_id, lesson_id, is_completed, completed_at)
     SELECT $1, l.id, true, now() FROM lessons l WHERE l.course_id = ANY($2::uuid[]) AND l.order_index % 3 = 0`,
    [learner, courseIds],
  )
  await db.query('COMMIT')
  await recount(db, enrolmentRecount(sql`e.user_id = ${learner}`))
  const { rows } = await db.query<{ id: string }>('SELECT id FROM lessons WHERE course_id = ANY($1::uuid[]) ORDER BY course_id, order_index', [courseIds])
  return rows.map((row) => row.id)
}
