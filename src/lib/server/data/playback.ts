import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { hasWatchedEnough, mergeWatchedRanges, watchedSeconds, type TimeRange } from '@/lib/rules/watchedRanges'

import { countCompletion, executeCounted } from './enrolmentCounters'

/** A learner's place in a lesson's video: where to resume, how much was really played, and completion. */
export type LessonPlayback = {
  lessonId: string
  positionSeconds: number | null
  watchedSeconds: number
  videoSeconds: number | null
  isCompleted: boolean
  completedAt: string | null
}

type PlayableLesson = { id: string; videoSeconds: number | null }

type PlaybackRow = {
  position_seconds: string | number | null
  watched_ranges: TimeRange[] | null
  is_completed: boolean | null
  completed_at: string | Date | null
  version: string
}

const toPlayback = (lesson: PlayableLesson, row?: PlaybackRow): LessonPlayback => ({
  lessonId: lesson.id,
  positionSeconds: row?.position_seconds == null ? null : Number(row.position_seconds),
  watchedSeconds: lesson.videoSeconds ? round(watchedSeconds(row?.watched_ranges ?? [], lesson.videoSeconds)) : 0,
  videoSeconds: lesson.videoSeconds,
  isCompleted: row?.is_completed === true,
  completedAt: row?.completed_at ? new Date(row.completed_at).toISOString() : null,
})

const round = (seconds: number): number => Math.round(seconds * 1000) / 1000

const readRow = async (payload: Payload, learnerId: string, lessonId: string): Promise<PlaybackRow | undefined> => {
  const result = await payload.db.drizzle.execute(sql`
    SELECT position_seconds, watched_ranges, is_completed, completed_at, xmin::text AS version
    FROM lesson_progress WHERE user_id = ${learnerId} AND lesson_id = ${lessonId}`)
  return result.rows[0] as PlaybackRow | undefined
}

export const findPlayback = async (payload: Payload, learnerId: string, lesson: PlayableLesson): Promise<LessonPlayback> =>
  toPlayback(lesson, await readRow(payload, learnerId, lesson.id))

type Report = { positionSeconds: number; watchedRanges: readonly TimeRange[]; recordedAt?: string }

/**
 * Attempts before a report gives up racing other writes to the same row (two tabs, a replayed offline queue). Every
 * round lets at least one writer through, so this many covers far more writers than one learner can have at once.
 */
const maxAttempts = 20

/**
 * Stores a player's report in one upsert: the played parts are merged with those already stored, the lesson is
 * completed once 90 % of the video has really been played (the same lasting write as "Mark as Complete"), and the
 * position is kept only if the learner was there later than the stored one, so a report queued offline never
 * moves a newer position back. The upsert applies only to the row as it was read (its `xmin`); a concurrent write
 * makes it read and merge again. `completedNow` says this report is the one that completed the lesson.
 */
export const savePlayback = async (
  payload: Payload,
  learnerId: string,
  lesson: PlayableLesson,
  report: Report,
): Promise<{ playback: LessonPlayback; completedNow: boolean }> => {
  const reportedAt = report.recordedAt ? Math.min(Date.parse(report.recordedAt), Date.now()) : Date.now()
  const recordedAt = new Date(reportedAt).toISOString()
  for (let attempt = 1; ; attempt++) {
    const current = await readRow(payload, learnerId, lesson.id)
    const stored = current?.watched_ranges ?? []
    const ranges = lesson.videoSeconds
      ? mergeWatchedRanges([...stored, ...report.watchedRanges], lesson.videoSeconds).map(([start, end]) => [round(start), round(end)])
      : stored
    const completes = lesson.videoSeconds !== null && hasWatchedEnough(ranges as TimeRange[], lesson.videoSeconds)
    const counting = countCompletion(learnerId, lesson.id, sql`${current?.is_completed === true}::boolean`)
    const result = await executeCounted(payload, learnerId, lesson.id, sql`
      WITH done AS (
        INSERT INTO lesson_progress (user_id, lesson_id, position_seconds, position_saved_at, watched_ranges, is_completed, completed_at)
        VALUES (${learnerId}, ${lesson.id}, ${round(report.positionSeconds)}, ${recordedAt}, ${JSON.stringify(ranges)}::jsonb,
          ${completes}, CASE WHEN ${completes} THEN now() END)
        ON CONFLICT (user_id, lesson_id) DO UPDATE SET
          position_seconds = CASE WHEN lesson_progress.position_saved_at IS NULL OR lesson_progress.position_saved_at <= EXCLUDED.position_saved_at
            THEN EXCLUDED.position_seconds ELSE lesson_progress.position_seconds END,
          position_saved_at = GREATEST(lesson_progress.position_saved_at, EXCLUDED.position_saved_at),
          watched_ranges = EXCLUDED.watched_ranges,
          is_completed = lesson_progress.is_completed OR EXCLUDED.is_completed,
          completed_at = COALESCE(lesson_progress.completed_at, EXCLUDED.completed_at),
          updated_at = now()
        WHERE lesson_progress.xmin::text = ${current?.version ?? null}
        RETURNING position_seconds, watched_ranges, is_completed, completed_at, xmin::text AS version
      ),
      ${counting.ctes}
      SELECT d.*, ${counting.abortIfChanged} AS counters_checked FROM done d`)
    const saved = result.rows[0] as PlaybackRow | undefined
    if (saved) return { playback: toPlayback(lesson, saved), completedNow: saved.is_completed === true && current?.is_completed !== true }
    if (attempt === maxAttempts) throw new Error(`Playback for lesson ${lesson.id} kept changing under ${maxAttempts} attempts`)
  }
}
