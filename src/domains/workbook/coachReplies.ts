import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { coachReplyShownDays, type CoachVerdict } from '@/lib/rules/workbook'

/** A coach's reply as the dashboard shows it: on which lesson, what they said, and when. */
export type CoachReplyNote = {
  lessonId: string
  lessonNumber: number
  lessonTitle: string
  courseTitle: string
  verdict: CoachVerdict
  reply: string | null
  repliedAt: string
}

type ReplyRow = { lesson_id: string; order_index: string | number; lesson_title: string; course_title: string; verdict: CoachVerdict; coach_reply: string | null; replied_at: Date | string }

/**
 * The coach's replies the learner has yet to act on or may not have read, newest first: every "Have another go" not
 * yet sent again, and "Looks good" from the last two weeks. One statement.
 */
export const findCoachRepliesToShow = async (payload: Payload, learnerId: string, now = new Date(), limit = 3): Promise<CoachReplyNote[]> => {
  const result = await payload.db.drizzle.execute(sql`
    SELECT a.lesson_id, l.order_index, l.title AS lesson_title, c.title AS course_title, a.verdict, a.coach_reply, a.replied_at
    FROM workbook_answers a
      JOIN lessons l ON l.id = a.lesson_id
      JOIN courses c ON c.id = a.course_id
    WHERE a.learner_id = ${learnerId} AND a.replied_at IS NOT NULL AND a.verdict IS NOT NULL
      AND (a.status = 'anotherGo'
        OR (a.status = 'looksGood' AND a.replied_at > ${now.toISOString()}::timestamptz - make_interval(days => ${coachReplyShownDays})))
    ORDER BY a.replied_at DESC
    LIMIT ${limit}`)
  return (result.rows as ReplyRow[]).map((row) => ({
    lessonId: String(row.lesson_id),
    lessonNumber: Number(row.order_index),
    lessonTitle: row.lesson_title,
    courseTitle: row.course_title,
    verdict: row.verdict,
    reply: row.coach_reply,
    repliedAt: new Date(row.replied_at).toISOString(),
  }))
}
