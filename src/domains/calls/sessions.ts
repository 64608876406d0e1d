import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { enrolledSql } from '@/domains/learning'
import { callEndsAt, feedPastDays, isJoinOpen, joinOpensAt } from '@/lib/rules/calls'

import type { LearnerCallBody } from './contract/schemas'

type SQL = ReturnType<typeof sql>

/** A call as a learner sees it: the join link only while it is open to them. */
export type LearnerCall = LearnerCallBody

type CallRow = {
  id: string
  title: string
  description: string | null
  starts_at: string | Date
  duration_minutes: string | number
  course_id: string | null
  course_title: string | null
  cancelled: boolean | null
  sequence: string | number | null
  join_url: string
  recording_id: string | null
}

/** When the call `s` ends: its start and its length. The one home of that sum. */
export const callEndsAtSql = sql`(s.starts_at + make_interval(mins => s.duration_minutes::int))`

/**
 * Whether learner `learner` may join the call `s`: enrolled in the call's course, or in any course for a call of the
 * whole programme; given `enrolledBefore`, enrolled before that moment too. The one home of who a call is for.
 */
export const mayJoinCallSql = (learner: SQL, enrolledBefore?: SQL): SQL =>
  sql`(CASE WHEN s.course_id IS NULL THEN ${enrolledSql(learner, undefined, enrolledBefore)} ELSE ${enrolledSql(learner, sql`s.course_id`, enrolledBefore)} END)`

const callColumns = sql`s.id, s.title, s.description, s.starts_at, s.duration_minutes, s.course_id, c.title AS course_title, s.cancelled, s.sequence, s.join_url, s.recording_id`

const toLearnerCall = (row: CallRow, now: Date): LearnerCall => {
  const times = { startsAt: new Date(row.starts_at), durationMinutes: Number(row.duration_minutes) }
  const cancelled = row.cancelled === true
  return {
    id: String(row.id),
    title: row.title,
    description: row.description,
    startsAt: times.startsAt.toISOString(),
    endsAt: callEndsAt(times).toISOString(),
    durationMinutes: times.durationMinutes,
    course: row.course_id ? { id: String(row.course_id), title: row.course_title ?? '' } : null,
    cancelled,
    sequence: Number(row.sequence ?? 0),
    joinOpensAt: joinOpensAt(times).toISOString(),
    joinUrl: !cancelled && isJoinOpen(times, now) ? row.join_url : null,
    recordingLessonId: row.recording_id ? String(row.recording_id) : null,
  }
}

/**
 * The learner's calls that have not ended, soonest first: for every course they may join, or one course (and the
 * programme's calls). Cancelled calls are left out: they are gone from the learner's list, and the calendar feed
 * marks them cancelled.
 */
export const findUpcomingCalls = async (
  payload: Payload,
  learnerId: string,
  { courseId, now = new Date(), limit = 20 }: { courseId?: string; now?: Date; limit?: number } = {},
): Promise<LearnerCall[]> => {
  const result = await payload.db.drizzle.execute(sql`
    SELECT ${callColumns}
    FROM live_sessions s LEFT JOIN courses c ON c.id = s.course_id
    WHERE s.cancelled IS NOT TRUE
      AND ${callEndsAtSql} > ${now.toISOString()}
      AND ${mayJoinCallSql(sql`${learnerId}`)}
      ${courseId ? sql`AND (s.course_id IS NULL OR s.course_id = ${courseId})` : sql``}
    ORDER BY s.starts_at, s.id
    LIMIT ${limit}`)
  return (result.rows as CallRow[]).map((row) => toLearnerCall(row, now))
}

/** How far back "Past calls" goes. */
const pastCallsDays = 90

/** The learner's calls that have ended (not cancelled), newest first, with their recordings once staff add them. */
export const findPastCalls = async (payload: Payload, learnerId: string, now = new Date()): Promise<LearnerCall[]> => {
  const result = await payload.db.drizzle.execute(sql`
    SELECT ${callColumns}
    FROM live_sessions s LEFT JOIN courses c ON c.id = s.course_id
    WHERE s.cancelled IS NOT TRUE
      AND ${callEndsAtSql} <= ${now.toISOString()}
      AND s.starts_at > ${now.toISOString()}::timestamptz - make_interval(days => ${pastCallsDays})
      AND ${mayJoinCallSql(sql`${learnerId}`)}
    ORDER BY s.starts_at DESC, s.id
    LIMIT 50`)
  return (result.rows as CallRow[]).map((row) => toLearnerCall(row, now))
}

/** The calls of a learner's calendar feed: upcoming ones and those of the last 30 days, cancelled ones too. */
export const findFeedCalls = async (payload: Payload, learnerId: string, now = new Date()): Promise<LearnerCall[]> => {
  const result = await payload.db.drizzle.execute(sql`
    SELECT ${callColumns}
    FROM live_sessions s LEFT JOIN courses c ON c.id = s.course_id
    WHERE s.starts_at > ${now.toISOString()}::timestamptz - make_interval(days => ${feedPastDays})
      AND ${mayJoinCallSql(sql`${learnerId}`)}
    ORDER BY s.starts_at, s.id
    LIMIT 500`)
  return (result.rows as CallRow[]).map((row) => toLearnerCall(row, now))
}

export type CallLookup = { found: LearnerCall } | 'not-found' | 'not-for-you'

/** One call for a learner: 'not-found' when there is no such call, 'not-for-you' when they may not join it. */
export const findCallForLearner = async (payload: Payload, learnerId: string, callId: string, now = new Date()): Promise<CallLookup> => {
  const result = await payload.db.drizzle.execute(sql`
    SELECT ${callColumns}, ${mayJoinCallSql(sql`${learnerId}`)} AS may_join
    FROM live_sessions s LEFT JOIN courses c ON c.id = s.course_id
    WHERE s.id = ${callId}`)
  const row = result.rows[0] as (CallRow & { may_join: boolean }) | undefined
  if (!row) return 'not-found'
  if (!row.may_join) return 'not-for-you'
  return { found: toLearnerCall(row, now) }
}
