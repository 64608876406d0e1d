import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { ReminderFacts } from '@/lib/rules/reminders'

import { enrolmentFacts, stuckAt } from '@/domains/reports'

export type ReminderCandidate = Omit<ReminderFacts, 'now'> & {
  learnerId: string
  email: string
  courseId: string
  /** Reminders recorded for this course so far, skipped ones included: the next one is number `recorded + 1`. */
  recorded: number
}

type Row = {
  user_id: string
  course_id: string
  email: string
  wants_reminders: boolean
  lessons_left: string | number
  last_activity_at: string | Date
  recorded: string | number | null
  sent: (string | Date)[] | null
}

/**
 * Enrolments that are stuck now (not finished, nothing done for a week), with the reminders already sent about each:
 * the reminder rules (src/lib/rules/reminders.ts) decide which get one. One statement.
 */
export const reminderCandidates = async (payload: Payload, now: Date): Promise<ReminderCandidate[]> => {
  const result = await payload.db.drizzle.execute(sql`
    SELECT f.user_id, f.course_id, u.email, u.email_preferences_reminders IS NOT FALSE AS wants_reminders,
      f.total - f.completed AS lessons_left, f.last_activity_at, r.recorded, r.sent
    FROM (${enrolmentFacts({})}) f
      JOIN course_users u ON u.id = f.user_id
      LEFT JOIN (
        SELECT learner_id, course_id, COUNT(*) AS recorded, json_agg(created_at) FILTER (WHERE status <> 'skipped') AS sent
        FROM mail_deliveries WHERE kind = 'reminder' GROUP BY learner_id, course_id
      ) r ON r.learner_id = f.user_id AND r.course_id = f.course_id
    WHERE ${stuckAt(now)}`)
  return (result.rows as Row[]).map((row) => ({
    learnerId: String(row.user_id),
    courseId: String(row.course_id),
    email: row.email,
    unsubscribed: !row.wants_reminders,
    lessonsLeft: Number(row.lessons_left),
    lastActivityAt: new Date(row.last_activity_at),
    recorded: Number(row.recorded ?? 0),
    remindersSent: (row.sent ?? []).map((sent) => new Date(sent)),
  }))
}

export type WeekFigures = { newSignups: number; newLearners: number; completions: number; stuckLearners: number }

/** The staff digest's figures for the 7 days before `now`, and the learners stuck at `now`, in one statement. */
export const weekFigures = async (payload: Payload, now: Date): Promise<WeekFigures> => {
  const to = now.toISOString()
  const from = new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000).toISOString()
  const result = await payload.db.drizzle.execute(sql`
    SELECT
      (SELECT COUNT(*) FROM program_signups WHERE created_at >= ${from} AND created_at < ${to}) AS new_signups,
      (SELECT COUNT(*) FROM course_users WHERE created_at >= ${from} AND created_at < ${to}) AS new_learners,
      (SELECT COUNT(*) FROM certificates WHERE completed_at >= ${from} AND completed_at < ${to}) AS completions,
      (SELECT COUNT(*) FROM (${enrolmentFacts({})}) f
        WHERE ${stuckAt(now)}) AS stuck_learners`)
  const row = result.rows[0] as Record<string, string | number>
  return {
    newSignups: Number(row.new_signups),
    newLearners: Number(row.new_learners),
    completions: Number(row.completions),
    stuckLearners: Number(row.stuck_learners),
  }
}
