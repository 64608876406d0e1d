import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { inTransaction } from '@/lib/server/db/inTransaction'

import { countCompletion, executeCounted } from './enrolmentCounters'
import type { TableRow } from '@/lib/server/db/tableRow'
import type { lesson_progress } from '@/payload-generated-schema'

type LessonCompletion = { lessonId: string; isCompleted: boolean; completedAt: string | null }

type ProgressRow = Pick<TableRow<typeof lesson_progress>, 'is_completed' | 'completed_at'>

const toCompletion = (lessonId: string, row?: ProgressRow): LessonCompletion => ({
  lessonId,
  isCompleted: row?.is_completed === true,
  completedAt: row?.completed_at ? new Date(row.completed_at).toISOString() : null,
})

/**
 * Whether the learner completed the lesson, and, while their "Mark as Complete" of it waits its turn (queueMark), how
 * many seconds are left before it is written: what the button shows while it waits.
 */
export const findCompletion = async (payload: Payload, learnerId: string, lessonId: string): Promise<LessonCompletion & { markWaitSeconds: number | null }> => {
  const result = await payload.db.drizzle.execute(sql`
    SELECT is_completed, completed_at,
      CASE WHEN is_completed IS NOT TRUE AND mark_due_at > now() THEN CEIL(EXTRACT(EPOCH FROM mark_due_at - now())) END AS mark_wait_seconds
    FROM lesson_progress WHERE user_id = ${learnerId} AND lesson_id = ${lessonId}`)
  const row = result.rows[0] as (ProgressRow & { mark_wait_seconds: string | number | null }) | undefined
  return { ...toCompletion(lessonId, row), markWaitSeconds: row?.mark_wait_seconds == null ? null : Number(row.mark_wait_seconds) }
}

/**
 * Marks a lesson complete once ("Mark as Complete", recorded as marked rather than watched through): completing again
 * (even concurrently) keeps one row and the first completion time. The enrolment's counters change in the same
 * statement (src/domains/learning/enrolmentCounters.ts).
 */
export const completeLesson = async (payload: Payload, learnerId: string, lessonId: string): Promise<LessonCompletion> => {
  const result = await executeCounted(payload, learnerId, lessonId, completionStatement(learnerId, lessonId))
  return toCompletion(lessonId, result.rows[0] as ProgressRow)
}

/** The one statement of a completion: the progress row and the enrolment's counters (bench/ runs it too, as its reference). */
export const completionStatement = (learnerId: string, lessonId: string) => {
  const completedBefore = sql`COALESCE((SELECT is_completed FROM prior), false)`
  const counting = countCompletion(learnerId, lessonId, completedBefore)
  return sql`
    WITH prior AS (SELECT is_completed FROM lesson_progress WHERE user_id = ${learnerId} AND lesson_id = ${lessonId}),
    done AS (
      INSERT INTO lesson_progress (user_id, lesson_id, is_completed, completed_at, completed_by)
      VALUES (${learnerId}, ${lessonId}, true, now(), 'marked')
      ON CONFLICT (user_id, lesson_id) DO UPDATE SET
        is_completed = true,
        completed_at = COALESCE(lesson_progress.completed_at, EXCLUDED.completed_at),
        mark_due_at = NULL,
        completed_by = CASE WHEN lesson_progress.is_completed THEN lesson_progress.completed_by ELSE EXCLUDED.completed_by END,
        updated_at = CASE WHEN lesson_progress.is_completed THEN lesson_progress.updated_at ELSE now() END
      RETURNING is_completed, completed_at
    ),
    ${counting.ctes}
    SELECT d.is_completed, d.completed_at, ${counting.abortIfChanged} AS counters_checked FROM done d`
}

/** The ids of a course's lessons the learner has completed, in one query. */
export const findCompletedLessonIds = async (payload: Payload, learnerId: string, courseId: string): Promise<Set<string>> => {
  const result = await payload.db.drizzle.execute(sql`
    SELECT lp.lesson_id FROM lesson_progress lp JOIN lessons l ON l.id = lp.lesson_id
    WHERE lp.user_id = ${learnerId} AND l.course_id = ${courseId} AND lp.is_completed`)
  return new Set((result.rows as { lesson_id: string }[]).map((row) => String(row.lesson_id)))
}

/**
 * Takes the learner's next place in the queue of "Mark as Complete" on the lesson's course and says how long this mark
 * waits for it (src/domains/learning/completionPace.ts): none for a lesson complete already. The enrolment's row is
 * locked while the place is taken, so marks sent at once are paced one after another rather than all against the mark
 * before them; the wait itself holds no lock or connection. A lesson opened without an enrolment (a preview) is paced
 * against the last mark alone. A mark that waits is noted on the learner's progress in the lesson (`mark_due_at`, when
 * it is written): the lesson screen reads it to say how long is left (findCompletion), and the lesson marked again
 * meanwhile keeps that place rather than taking a new one behind it.
 */
export const queueMark = async (
  payload: Payload,
  learnerId: string,
  lessonId: string,
  pauseSeconds: (lastMarkedAt: Date | null, now: Date) => number,
): Promise<{ waitSeconds: number }> =>
  inTransaction(payload, async (_req, db) => {
    const [enrolment] = (
      await db.execute(sql`
        SELECT e.id, e.latest_mark_at FROM enrollments e JOIN lessons target ON target.course_id = e.course_id
        WHERE target.id = ${lessonId} AND e.user_id = ${learnerId} FOR UPDATE OF e`)
    ).rows as { id: string; latest_mark_at: string | Date | null }[]
    const result = await db.execute(sql`
      SELECT now() AS now,
        COALESCE(bool_or(lp.is_completed) FILTER (WHERE lp.lesson_id = ${lessonId}), false) AS completed,
        MAX(lp.mark_due_at) FILTER (WHERE lp.lesson_id = ${lessonId}) AS due_at,
        MAX(lp.completed_at) FILTER (WHERE lp.completed_by = 'marked') AS last_marked_at
      FROM lessons target
      JOIN lessons l ON l.course_id = target.course_id
      LEFT JOIN lesson_progress lp ON lp.lesson_id = l.id AND lp.user_id = ${learnerId}
      WHERE target.id = ${lessonId}`)
    const row = result.rows[0] as { now: string | Date; completed: boolean | null; due_at: string | Date | null; last_marked_at: string | Date | null }
    if (row.completed) return { waitSeconds: 0 }
    const now = new Date(row.now)
    if (row.due_at) return { waitSeconds: Math.max(0, (new Date(row.due_at).getTime() - now.getTime()) / 1000) }
    const latest = [row.last_marked_at, enrolment?.latest_mark_at].filter((at) => at != null).map((at) => new Date(at!).getTime())
    const waitSeconds = pauseSeconds(latest.length ? new Date(Math.max(...latest)) : null, now)
    const dueAt = new Date(now.getTime() + waitSeconds * 1000).toISOString()
    if (enrolment) await db.execute(sql`UPDATE enrollments SET latest_mark_at = ${dueAt} WHERE id = ${enrolment.id}`)
    if (waitSeconds > 0) {
      await db.execute(sql`
        INSERT INTO lesson_progress (user_id, lesson_id, mark_due_at) VALUES (${learnerId}, ${lessonId}, ${dueAt})
        ON CONFLICT (user_id, lesson_id) DO UPDATE SET mark_due_at = EXCLUDED.mark_due_at`)
    }
    return { waitSeconds }
  })
