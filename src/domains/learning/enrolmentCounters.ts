import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { SQL } from '@payloadcms/db-postgres/drizzle'

import type { Payload } from 'payload'

import type { SqlExecutor } from '@/lib/server/db/inTransaction'
import { retryOnConflict } from '@/lib/server/db/retryOnConflict'
import { sqlTransaction } from '@/lib/server/db/sqlTransaction'

/**
 * Each enrolment keeps its progress as counters (`completed_lessons`, `next_lesson_id`, `last_completed_at`) and each
 * course its `lesson_count`, so the progress list reads one row per enrolment whatever the number of lessons. This
 * file is their one home: the fresh count they must always equal, how they are refreshed, and the drift check.
 *
 * Every write that changes a learner's completions or a course's lessons updates them in its own transaction.
 * Concurrency: a completion's one statement updates its enrolment only if the row is still the version it read
 * (`xmin`); if another write changed it meanwhile, the statement aborts itself (storing nothing) and runs again in a
 * transaction holding the enrolment's row lock (`executeCounted`). Recounts take the course row lock first and the
 * enrolment row locks second, then count in a new statement, which sees every write committed before the locks were
 * granted.
 */

/**
 * The fresh count for the enrolments `e` that `enrolments` selects: lessons completed, the first lesson by orderIndex
 * not completed (null when all are) and the latest completion. `completing` counts that lesson as completed (a
 * completion being written in the same statement, which the statement cannot see yet).
 */
export const freshEnrolmentCounts = (enrolments: SQL, completing?: string) => {
  const done = completing ? sql`(lp.is_completed IS TRUE OR l.id = ${completing})` : sql`lp.is_completed IS TRUE`
  return sql`
    SELECT e.id AS enrollment_id,
      COUNT(l.id) FILTER (WHERE ${done}) AS completed_lessons,
      (ARRAY_AGG(l.id ORDER BY l.order_index, l.id) FILTER (WHERE l.id IS NOT NULL AND NOT ${done}))[1] AS next_lesson_id,
      MAX(lp.completed_at) FILTER (WHERE lp.is_completed) AS last_completed_at
    FROM enrollments e
      LEFT JOIN lessons l ON l.course_id = e.course_id
      LEFT JOIN lesson_progress lp ON lp.lesson_id = l.id AND lp.user_id = e.user_id
    WHERE ${enrolments}
    GROUP BY e.id`
}

/** The enrolments of one learner in the course of one lesson (none when the learner is not enrolled). */
export const enrolmentOfLesson = (learnerId: string, lessonId: string) =>
  sql`e.user_id = ${learnerId} AND e.course_id = (SELECT course_id FROM lessons WHERE id = ${lessonId})`

/**
 * The statements that recount the counters of the enrolments `e` that `enrolments` selects, set-based, to run in
 * order in one transaction: the locks taken first hold until it commits, so a concurrent completion either committed
 * before the count (and is counted) or finds its enrolment changed and recounts after this commits.
 */
export const enrolmentRecount = (enrolments: SQL): SQL[] => [
  sql`SELECT 1 FROM courses WHERE id IN (SELECT e.course_id FROM enrollments e WHERE ${enrolments}) ORDER BY id FOR SHARE`,
  sql`SELECT 1 FROM enrollments e WHERE ${enrolments} ORDER BY e.id FOR NO KEY UPDATE`,
  sql`
    UPDATE enrollments SET completed_lessons = f.completed_lessons, next_lesson_id = f.next_lesson_id, last_completed_at = f.last_completed_at
    FROM (${freshEnrolmentCounts(enrolments)}) f
    WHERE enrollments.id = f.enrollment_id`,
]

/**
 * After a course's lessons changed (added, deleted, reordered, moved): the statements that recount its lesson count
 * and every enrolment's counters, each set-based, to run in order in one transaction.
 */
export const courseRecount = (courseId: string): SQL[] => [
  sql`SELECT 1 FROM courses WHERE id = ${courseId} FOR NO KEY UPDATE`,
  sql`UPDATE courses c SET lesson_count = (SELECT COUNT(*) FROM lessons l WHERE l.course_id = c.id) WHERE c.id = ${courseId}`,
  ...enrolmentRecount(sql`e.course_id = ${courseId}`),
]

const runInOrder = async (db: SqlExecutor, statements: SQL[]): Promise<void> => {
  for (const statement of statements) await db.execute(statement)
}

/** Recounts the enrolments `e` that `enrolments` selects; `db` must be a transaction (see `enrolmentRecount`). */
export const refreshEnrolmentCounters = (db: SqlExecutor, enrolments: SQL): Promise<void> => runInOrder(db, enrolmentRecount(enrolments))

/** Recounts a course's lesson count and its enrolments' counters; `db` must be a transaction. */
export const refreshCourseCounters = (db: SqlExecutor, courseId: string): Promise<void> => runInOrder(db, courseRecount(courseId))

const changedUnderStatement = 'enrolment counters changed under this statement'

/**
 * The CTEs `counted_enrolment` and `counted` that update the enrolment of a completion written in the same statement
 * by a CTE named `done` (returning `is_completed` and `completed_at`), unless `completedBefore` (the lesson was
 * already complete). `abortIfChanged`, selected by the statement, fails it when the enrolment changed since the
 * statement's snapshot, so that nothing of it is stored: run the statement with `executeCounted`, whose lock means it
 * never does; the guard keeps the counters from drifting silently should a caller forget the lock.
 */
export const countCompletion = (learnerId: string, lessonId: string, completedBefore: SQL, alsoSet?: SQL) => ({
  ctes: sql`
    counted_enrolment AS (
      SELECT e.id, e.xmin::text AS version, e.completed_lessons, c.lesson_count
      FROM lessons l JOIN enrollments e ON e.course_id = l.course_id AND e.user_id = ${learnerId} JOIN courses c ON c.id = e.course_id
      WHERE l.id = ${lessonId}
    ),
    counted AS (
      UPDATE enrollments SET completed_lessons = f.completed_lessons, next_lesson_id = f.next_lesson_id,
        last_completed_at = GREATEST(f.last_completed_at, d.completed_at) ${alsoSet ? sql`, ${alsoSet}` : sql``}
      FROM counted_enrolment t, done d, (${freshEnrolmentCounts(sql`e.id IN (SELECT id FROM counted_enrolment)`, lessonId)}) f
      WHERE enrollments.id = t.id AND f.enrollment_id = t.id AND enrollments.xmin::text = t.version
        AND d.is_completed AND NOT ${completedBefore}
      RETURNING enrollments.id, enrollments.completed_lessons
    )`,
  /** Whether, with this completion, every lesson of the course is complete (by the counters): a certificate is due. */
  courseComplete: sql`COALESCE((SELECT COALESCE(n.completed_lessons, t.completed_lessons) >= t.lesson_count
    FROM counted_enrolment t LEFT JOIN counted n ON n.id = t.id), false)`,
  // A cast that fails only at run time (it reads a column, so the planner cannot fold it): the statement's error.
  abortIfChanged: sql`(CASE WHEN (SELECT d.is_completed FROM done d) IS TRUE AND NOT ${completedBefore}
    AND (SELECT COUNT(*) FROM counted_enrolment) > (SELECT COUNT(*) FROM counted)
    THEN (SELECT ${sql.raw(`'${changedUnderStatement} '`)} || d.is_completed::text FROM done d)::int END)`,
})

/**
 * Takes the row lock of a learner's enrolment in a lesson's course, for the rest of the transaction; its row (none
 * without an enrolment) has the latest "Mark as Complete" of the course and the row's version (`xmin`), as they are
 * once the lock is held, and the transaction's time.
 */
export const lockEnrolmentOfLesson = (learnerId: string, lessonId: string) =>
  sql`SELECT e.id, e.latest_mark_at, e.xmin::text AS version, now() AS now FROM enrollments e WHERE ${enrolmentOfLesson(learnerId, lessonId)} FOR NO KEY UPDATE`

/**
 * Runs a completion statement built with `countCompletion` in a transaction that first takes the enrolment's row lock.
 * Completions of one enrolment then take turns (their statements' snapshots see every earlier one, so
 * `abortIfChanged` never fires), and every writer takes the enrolment's lock before the progress rows it counts: two
 * completions of the course's last lessons at once can no longer deadlock, each holding a progress row the other's
 * count waits for. Completions of different enrolments never wait for each other. Should Postgres still end it for a
 * write conflict, it runs again (src/lib/server/db/retryOnConflict.ts).
 */
export const executeCounted = (payload: Payload, learnerId: string, lessonId: string, statement: SQL) =>
  withEnrolmentLocked(payload, learnerId, lessonId, (tx) => tx.execute(statement))

type LockedEnrolment = { id: string; latest_mark_at: string | Date | null; version: string; now: string | Date }

/**
 * Runs `work` in a transaction that first takes the enrolment's row lock (`executeCounted`'s), with the enrolment's
 * row as the lock found it (undefined without an enrolment), for a write that decides what to store once it holds it.
 */
export const withEnrolmentLocked = <Result>(
  payload: Payload,
  learnerId: string,
  lessonId: string,
  work: (tx: SqlExecutor, enrolment: LockedEnrolment | undefined) => Promise<Result>,
): Promise<Result> =>
  retryOnConflict(() =>
    sqlTransaction(payload, async (tx) => {
      const locked = await tx.execute(lockEnrolmentOfLesson(learnerId, lessonId))
      return work(tx, locked.rows[0] as LockedEnrolment | undefined)
    }),
  )

/**
 * Enrolments (of those `enrolments` selects, all by default) whose counters differ from a fresh count, with both
 * values: none when every write kept them. The check the tests and `bench:load` run.
 */
export const counterDrift = (enrolments: SQL = sql`TRUE`) => sql`
  SELECT e.id AS enrollment_id, e.user_id, e.course_id,
    e.completed_lessons, f.completed_lessons AS fresh_completed_lessons,
    e.next_lesson_id, f.next_lesson_id AS fresh_next_lesson_id,
    e.last_completed_at, f.last_completed_at AS fresh_last_completed_at,
    c.lesson_count, n.lessons AS fresh_lesson_count
  FROM enrollments e
    JOIN courses c ON c.id = e.course_id
    JOIN (${freshEnrolmentCounts(enrolments)}) f ON f.enrollment_id = e.id
    CROSS JOIN LATERAL (SELECT COUNT(*) AS lessons FROM lessons l WHERE l.course_id = c.id) n
  WHERE (e.completed_lessons, e.next_lesson_id, e.last_completed_at, c.lesson_count)
    IS DISTINCT FROM (f.completed_lessons, f.next_lesson_id, f.last_completed_at, n.lessons)
  ORDER BY e.id`
