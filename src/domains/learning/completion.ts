import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { SqlExecutor } from '@/lib/server/db/inTransaction'
import { preparedOn } from '@/lib/server/db/preparedStatements'

import { countCompletion, enrolmentOfLesson, withEnrolmentLocked } from './enrolmentCounters'
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
 * Whether the learner completed the lesson, and, while their "Mark as Complete" of it waits its turn (markLessonComplete), how
 * many seconds are left before it is written: what the button shows while it waits.
 */
export const findCompletion = async (payload: Payload, learnerId: string, lessonId: string): Promise<LessonCompletion & { markWaitSeconds: number | null }> => {
  const result = await preparedOn(payload.db.pool).execute(sql`
    SELECT is_completed, completed_at,
      CASE WHEN is_completed IS NOT TRUE AND mark_due_at > now() THEN CEIL(EXTRACT(EPOCH FROM mark_due_at - now())) END AS mark_wait_seconds
    FROM lesson_progress WHERE user_id = ${learnerId} AND lesson_id = ${lessonId}`)
  const row = result.rows[0] as (ProgressRow & { mark_wait_seconds: string | number | null }) | undefined
  return { ...toCompletion(lessonId, row), markWaitSeconds: row?.mark_wait_seconds == null ? null : Number(row.mark_wait_seconds) }
}

/** A lesson's completion written, and whether it completed the course (its certificate is then due). */
export type WrittenCompletion = { completion: LessonCompletion; courseComplete: boolean }

const writeCompletion = async (db: SqlExecutor, learnerId: string, lessonId: string, options?: CompletionOptions): Promise<WrittenCompletion> => {
  const row = (await db.execute(completionStatement(learnerId, lessonId, options))).rows[0] as ProgressRow & { course_complete: boolean }
  return { completion: toCompletion(lessonId, row), courseComplete: row.course_complete === true }
}

/**
 * Marks a lesson complete once ("Mark as Complete", recorded as marked rather than watched through): completing again
 * (even concurrently) keeps one row and the first completion time. The enrolment's counters change in the same
 * statement (src/domains/learning/enrolmentCounters.ts), in a transaction holding the enrolment's row lock.
 */
export const completeLesson = (payload: Payload, learnerId: string, lessonId: string): Promise<WrittenCompletion> =>
  withEnrolmentLocked(payload, learnerId, lessonId, (db) => writeCompletion(db, learnerId, lessonId))

/** `marking`: a mark written without waiting its turn, which becomes the course's latest mark (markLessonComplete). */
type CompletionOptions = { marking?: boolean }

/**
 * The one statement of a completion: the progress row, the enrolment's counters (and, `marking`, the course's latest
 * mark), and whether the course is now complete (bench/ runs it too, as its reference).
 */
export const completionStatement = (learnerId: string, lessonId: string, { marking = false }: CompletionOptions = {}) => {
  const completedBefore = sql`COALESCE((SELECT is_completed FROM prior), false)`
  const counting = countCompletion(learnerId, lessonId, completedBefore, marking ? sql`latest_mark_at = now()` : undefined)
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
    SELECT d.is_completed, d.completed_at, ${counting.courseComplete} AS course_complete, ${counting.abortIfChanged} AS counters_checked FROM done d`
}

/** The ids of a course's lessons the learner has completed, in one query. */
export const findCompletedLessonIds = async (payload: Payload, learnerId: string, courseId: string): Promise<Set<string>> => {
  const result = await payload.db.drizzle.execute(sql`
    SELECT lp.lesson_id FROM lesson_progress lp JOIN lessons l ON l.id = lp.lesson_id
    WHERE lp.user_id = ${learnerId} AND l.course_id = ${courseId} AND lp.is_completed`)
  return new Set((result.rows as { lesson_id: string }[]).map((row) => String(row.lesson_id)))
}

/**
 * What pacing a mark reads: the time, whether the lesson is complete, when its mark is due (while it waits), the
 * course's latest mark written, and the version (`xmin`) of the learner's enrolment row as read (null without one).
 */
export const marksReadStatement = (learnerId: string, lessonId: string) => sql`
  SELECT now() AS now,
    COALESCE(bool_or(lp.is_completed) FILTER (WHERE lp.lesson_id = ${lessonId}), false) AS completed,
    MAX(lp.mark_due_at) FILTER (WHERE lp.lesson_id = ${lessonId}) AS due_at,
    MAX(lp.completed_at) FILTER (WHERE lp.completed_by = 'marked') AS last_marked_at,
    (SELECT e.xmin::text FROM enrollments e WHERE ${enrolmentOfLesson(learnerId, lessonId)}) AS enrolment_version
  FROM lessons target
  JOIN lessons l ON l.course_id = target.course_id
  LEFT JOIN lesson_progress lp ON lp.lesson_id = l.id AND lp.user_id = ${learnerId}
  WHERE target.id = ${lessonId}`

export type MarksRow = {
  now: string | Date
  completed: boolean | null
  due_at: string | Date | null
  last_marked_at: string | Date | null
  enrolment_version: string | null
}

/**
 * "Mark as Complete", paced (src/domains/learning/completionPace.ts), in one transaction holding the enrolment's row
 * lock, so marks sent at once are paced one after another rather than all against the mark before them. A mark with
 * no wait (the lesson is complete already, or the pace allows it) is written there and then. Otherwise it takes the
 * learner's next place in the queue of marks on the lesson's course and says how long it waits: noted on the
 * learner's progress in the lesson (`mark_due_at`, when it is written), which the lesson screen reads to say how long
 * is left (findCompletion), and the lesson marked again meanwhile keeps that place rather than taking a new one behind
 * it. The wait holds no lock or connection: the caller waits, then completes the lesson (`completeLesson`). A lesson
 * opened without an enrolment (a preview) is paced against the last mark alone.
 *
 * `marksAsRead` (`marksReadStatement`'s row, read with the lesson before the lock) is used when the enrolment is
 * still the version it read then, saving a round trip: every write that changes what pacing reads changes the
 * enrolment in its own transaction (a completion its counters, a waiting mark its latest mark, a recount all of them),
 * and the lock waited for any still under way. Otherwise they are read again under the lock.
 */
export const markLessonComplete = (
  payload: Payload,
  learnerId: string,
  lessonId: string,
  pauseSeconds: (lastMarkedAt: Date | null, now: Date) => number,
  marksAsRead?: MarksRow | null,
): Promise<WrittenCompletion | { waitSeconds: number }> =>
  withEnrolmentLocked(payload, learnerId, lessonId, async (db, enrolment) => {
    const row =
      enrolment && marksAsRead && marksAsRead.enrolment_version === enrolment.version
        ? { ...marksAsRead, now: enrolment.now }
        : ((await db.execute(marksReadStatement(learnerId, lessonId))).rows[0] as MarksRow)
    const now = new Date(row.now)
    const latest = [row.last_marked_at, enrolment?.latest_mark_at].filter((at) => at != null).map((at) => new Date(at!).getTime())
    const waitSeconds = row.completed
      ? 0
      : row.due_at
        ? Math.max(0, (new Date(row.due_at).getTime() - now.getTime()) / 1000)
        : pauseSeconds(latest.length ? new Date(Math.max(...latest)) : null, now)
    if (waitSeconds === 0) return writeCompletion(db, learnerId, lessonId, { marking: true })
    const dueAt = new Date(now.getTime() + waitSeconds * 1000).toISOString()
    if (enrolment) await db.execute(sql`UPDATE enrollments SET latest_mark_at = ${dueAt} WHERE id = ${enrolment.id}`)
    await db.execute(sql`
      INSERT INTO lesson_progress (user_id, lesson_id, mark_due_at) VALUES (${learnerId}, ${lessonId}, ${dueAt})
      ON CONFLICT (user_id, lesson_id) DO UPDATE SET mark_due_at = EXCLUDED.mark_due_at`)
    return { waitSeconds }
  })
