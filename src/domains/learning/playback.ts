import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { creditPlayedRanges, newSecondsAllowed, playbackStartedAt } from './plausiblePlayback'
import { hasWatchedEnough, watchedSeconds, type TimeRange } from '@/lib/rules/watchedRanges'

import { preparedOn } from '@/lib/server/db/preparedStatements'
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

export type PlaybackRow = {
  position_seconds: string | number | null
  watched_ranges: TimeRange[] | null
  is_completed: boolean | null
  completed_at: string | Date | null
  playback_started_at?: string | Date | null
  opened_at?: string | Date | null
  version: string
}

/** The learner's place in the lesson, from the row `playbackReadStatement` reads (none: not started). */
export const toPlayback = (lesson: PlayableLesson, row?: PlaybackRow | null): LessonPlayback => ({
  lessonId: lesson.id,
  positionSeconds: row?.position_seconds == null ? null : Number(row.position_seconds),
  watchedSeconds: lesson.videoSeconds ? round(watchedSeconds(row?.watched_ranges ?? [], lesson.videoSeconds)) : 0,
  videoSeconds: lesson.videoSeconds,
  isCompleted: row?.is_completed === true,
  completedAt: row?.completed_at ? new Date(row.completed_at).toISOString() : null,
})

const round = (seconds: number): number => Math.round(seconds * 1000) / 1000

/** The statement that reads where the learner is in the lesson: no row when they have no progress in it yet. */
export const playbackReadStatement = (learnerId: string, lessonId: string) => sql`
  SELECT position_seconds, watched_ranges, is_completed, completed_at, xmin::text AS version
  FROM lesson_progress WHERE user_id = ${learnerId} AND lesson_id = ${lessonId}`

/**
 * The statement that reads the row with what a report needs besides: when the learner began playing, and when the
 * lesson was last opened. Always one row: its lesson_progress columns are null when the learner has no progress in
 * the lesson yet (bench/ runs it too, as its reference).
 */
export const playbackReportReadStatement = (learnerId: string, lessonId: string) => sql`
  SELECT lp.position_seconds, lp.watched_ranges, lp.is_completed, lp.completed_at, lp.playback_started_at,
         lp.xmin::text AS version, o.opened_at
  FROM (SELECT 1) one
  LEFT JOIN lesson_progress lp ON lp.user_id = ${learnerId} AND lp.lesson_id = ${lessonId}
  LEFT JOIN lesson_openings o ON o.user_id = ${learnerId} AND o.lesson_id = ${lessonId}`

const dateOrNull = (value: string | Date | null | undefined): Date | null => (value ? new Date(value) : null)

export const findPlayback = async (payload: Payload, learnerId: string, lesson: PlayableLesson): Promise<LessonPlayback> =>
  toPlayback(lesson, (await preparedOn(payload.db.pool).execute(playbackReadStatement(learnerId, lesson.id))).rows[0] as PlaybackRow | undefined)

export type PlaybackReport = { positionSeconds: number; watchedRanges: readonly TimeRange[]; recordedAt?: string }

/** What a report stores, as the values `playbackReportWriteStatement` takes: worked out from the row as it was read. */
export type PlaybackReportWrite = {
  learnerId: string
  lessonId: string
  positionSeconds: number
  recordedAt: string
  watchedRangesJson: string
  completes: boolean
  startedAt: string
  /** The row's `xmin` when it was read (null when there was no row): the write applies only to that version. */
  readVersion: string | null
  completedBefore: boolean
}

/**
 * Attempts before a report gives up racing other writes to the same row (two tabs, a replayed offline queue). Every
 * round lets at least one writer through, so this many covers far more writers than one learner can have at once.
 */
export const maxReportAttempts = 20

/**
 * What a report stores, given the row as it was read (`current`) and when the report arrived: the played parts merged
 * with those already stored, but only as much new video as real time allows since the learner began playing the
 * lesson, at 2x (src/domains/learning/plausiblePlayback.ts), so a made-up report cannot complete a lesson; and whether
 * that completes the lesson (90 % of the video really played).
 */
export const playbackReportWrite = (learnerId: string, lesson: PlayableLesson, report: PlaybackReport, current: PlaybackRow, arrivedAt: Date): PlaybackReportWrite => {
  const reportedAt = report.recordedAt ? Math.min(Date.parse(report.recordedAt), arrivedAt.getTime()) : arrivedAt.getTime()
  const stored = current.watched_ranges ?? []
  const startedAt =
    dateOrNull(current.playback_started_at) ?? playbackStartedAt({ recordedAt: new Date(reportedAt), arrivedAt }, dateOrNull(current.opened_at))
  const ranges = lesson.videoSeconds
    ? creditPlayedRanges(stored, report.watchedRanges, lesson.videoSeconds, newSecondsAllowed(stored, lesson.videoSeconds, startedAt, arrivedAt)).map(
        ([start, end]) => [round(start), round(end)],
      )
    : stored
  return {
    learnerId,
    lessonId: lesson.id,
    positionSeconds: round(report.positionSeconds),
    recordedAt: new Date(reportedAt).toISOString(),
    watchedRangesJson: JSON.stringify(ranges),
    completes: lesson.videoSeconds !== null && hasWatchedEnough(ranges as TimeRange[], lesson.videoSeconds),
    startedAt: startedAt.toISOString(),
    readVersion: current.version ?? null,
    completedBefore: current.is_completed === true,
  }
}

/**
 * The one statement of a report, to run with `executeCounted`: the upsert of the progress row, and the enrolment's
 * counters when it completes the lesson (the same lasting write as "Mark as Complete", recorded as watched through).
 * The position is kept only if the learner was there later than the stored one, so a report queued offline never
 * moves a newer position back. It applies only to the row as it was read and returns nothing when a concurrent write
 * changed it. bench/ runs it too, as its reference: it computes nothing from `write` and only places its values in
 * the SQL, so the bench renders it once and swaps the values in.
 */
export const playbackReportWriteStatement = (write: PlaybackReportWrite) => {
  const { learnerId, lessonId, completes } = write
  const counting = countCompletion(learnerId, lessonId, sql`${write.completedBefore}::boolean`)
  return sql`
    WITH done AS (
      INSERT INTO lesson_progress (user_id, lesson_id, position_seconds, position_saved_at, watched_ranges, is_completed, completed_at,
        completed_by, playback_started_at)
      VALUES (${learnerId}, ${lessonId}, ${write.positionSeconds}, ${write.recordedAt}, ${write.watchedRangesJson}::jsonb,
        ${completes}, CASE WHEN ${completes} THEN now() END, CASE WHEN ${completes} THEN 'played'::enum_lesson_progress_completed_by END,
        ${write.startedAt})
      ON CONFLICT (user_id, lesson_id) DO UPDATE SET
        position_seconds = CASE WHEN lesson_progress.position_saved_at IS NULL OR lesson_progress.position_saved_at <= EXCLUDED.position_saved_at
          THEN EXCLUDED.position_seconds ELSE lesson_progress.position_seconds END,
        position_saved_at = GREATEST(lesson_progress.position_saved_at, EXCLUDED.position_saved_at),
        watched_ranges = EXCLUDED.watched_ranges,
        is_completed = lesson_progress.is_completed OR EXCLUDED.is_completed,
        completed_at = COALESCE(lesson_progress.completed_at, EXCLUDED.completed_at),
        completed_by = CASE WHEN lesson_progress.is_completed THEN lesson_progress.completed_by ELSE EXCLUDED.completed_by END,
        playback_started_at = COALESCE(lesson_progress.playback_started_at, EXCLUDED.playback_started_at),
        updated_at = now()
      WHERE lesson_progress.xmin::text = ${write.readVersion}
      RETURNING position_seconds, watched_ranges, is_completed, completed_at, xmin::text AS version
    ),
    ${counting.ctes}
    SELECT d.*, ${counting.abortIfChanged} AS counters_checked FROM done d`
}

/**
 * Stores a player's report (`playbackReportWrite`) in one upsert (`playbackReportWriteStatement`), which applies only
 * to the row as it was read (its `xmin`); a concurrent write makes it read and merge again. `asRead`, the row
 * `playbackReportReadStatement` read already, is the first attempt's. `completedNow` says this report is the one
 * that completed the lesson.
 */
export const savePlayback = async (
  payload: Payload,
  learnerId: string,
  lesson: PlayableLesson,
  report: PlaybackReport,
  asRead?: PlaybackRow | null,
): Promise<{ playback: LessonPlayback; completedNow: boolean }> => {
  const arrivedAt = new Date()
  for (let attempt = 1; ; attempt++) {
    const current =
      (attempt === 1 && asRead) || ((await preparedOn(payload.db.pool).execute(playbackReportReadStatement(learnerId, lesson.id))).rows[0] as PlaybackRow)
    const write = playbackReportWrite(learnerId, lesson, report, current, arrivedAt)
    const result = await executeCounted(payload, learnerId, lesson.id, playbackReportWriteStatement(write))
    const saved = result.rows[0] as PlaybackRow | undefined
    if (saved) return { playback: toPlayback(lesson, saved), completedNow: saved.is_completed === true && !write.completedBefore }
    if (attempt === maxReportAttempts) throw new Error(`Playback for lesson ${lesson.id} kept changing under ${maxReportAttempts} attempts`)
  }
}
