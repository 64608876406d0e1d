import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { findBusinessProfile } from '@/domains/impact'
import type { BookingStatus } from '@/domains/mentoring/contract/rules'
import { tradeLabel } from '@/lib/rules/businessProfile'
import { isId } from '@/lib/rules/ids'
import { ukMobileLabel } from '@/lib/rules/textMessages'
import type { AnswerStatus, CoachVerdict } from '@/lib/rules/workbook'
import { teamSizeLabel } from '@/lib/validation/teamSizes'

import { learnerCourses } from './reports'

type LessonRef = { courseTitle: string; lessonNumber: number; lessonTitle: string }

/** Everything a coach or mentor reads beside a learner's answer or booking: who they are and what they have done. */
export type LearnerPanel = {
  id: string
  name: string
  email: string
  company: string
  phone: string | null
  /** Beyond email: phones with notifications on, and the confirmed mobile that gets text reminders. */
  reach: { phones: number; textsTo: string | null }
  teamSize: string | null
  trade: string | null
  region: string | null
  courses: { title: string; completedLessons: number; totalLessons: number }[]
  actions: (LessonRef & { status: AnswerStatus; sentAt: string })[]
  callsJoined: { title: string; startsAt: string }[]
  bookings: { startsAt: string; status: BookingStatus; mentorName: string; agreedActions: string | null }[]
  lastReplies: (LessonRef & { verdict: CoachVerdict; reply: string; repliedAt: string; repliedBy: string | null })[]
}

const iso = (value: string | Date): string => new Date(value).toISOString()

type ReachRow = { phones: number; texts_to: string | null }

const reachOf = (row: ReachRow): LearnerPanel['reach'] => ({ phones: Number(row.phones), textsTo: row.texts_to ? ukMobileLabel(row.texts_to) : null })

const lessonRef = (row: { course_title: string; order_index: string | number; lesson_title: string }): LessonRef => ({
  courseTitle: row.course_title,
  lessonNumber: Number(row.order_index),
  lessonTitle: row.lesson_title,
})

/**
 * The learner panel: their name, firm, how we reach them, progress per course, every action they sent with where it stands,
 * the calls they joined, their mentoring bookings with the actions agreed, and the last three replies any coach gave
 * them. Null when there is no such learner.
 */
export const findLearnerPanel = async (payload: Payload, learnerId: string): Promise<LearnerPanel | null> => {
  if (!isId(learnerId)) return null
  const db = payload.db.drizzle
  const learner = (await db.execute(sql`SELECT id, name, email, company, phone FROM course_users WHERE id = ${learnerId}`)).rows[0] as
    | { id: string; name: string; email: string; company: string | null; phone: string | null }
    | undefined
  if (!learner) return null

  type ActionRow = { course_title: string; order_index: number; lesson_title: string; status: AnswerStatus; sent_at: string | Date }
  type CallRow = { title: string; starts_at: string | Date }
  type BookingRow = { starts_at: string | Date; status: BookingStatus; mentor_name: string; agreed_actions: string | null }
  type ReplyRow = ActionRow & { verdict: CoachVerdict; coach_reply: string; replied_at: string | Date; replied_by: string | null }
  const [business, reach, courses, actions, calls, bookings, replies] = await Promise.all([
    findBusinessProfile(payload, learnerId),
    db.execute(sql`
      SELECT (SELECT count(*)::int FROM push_subscriptions WHERE learner_id = ${learnerId}) AS phones,
        (SELECT number FROM mobile_numbers WHERE learner_id = ${learnerId} AND confirmed_at IS NOT NULL) AS texts_to`),
    learnerCourses(payload, learnerId),
    db.execute(sql`
      SELECT c.title AS course_title, l.order_index, l.title AS lesson_title, a.status::text AS status, a.sent_at
      FROM workbook_answers a JOIN lessons l ON l.id = a.lesson_id JOIN courses c ON c.id = a.course_id
      WHERE a.learner_id = ${learnerId} AND a.round > 0
      ORDER BY a.sent_at DESC`),
    db.execute(sql`
      SELECT s.title, s.starts_at FROM call_attendances ca JOIN live_sessions s ON s.id = ca.call_id
      WHERE ca.learner_id = ${learnerId} ORDER BY s.starts_at DESC`),
    db.execute(sql`
      SELECT b.starts_at, b.status::text AS status, p.name AS mentor_name, b.agreed_actions
      FROM mentoring_bookings b JOIN people p ON p.id = b.mentor_id
      WHERE b.learner_id = ${learnerId} ORDER BY b.starts_at DESC`),
    db.execute(sql`
      SELECT c.title AS course_title, l.order_index, l.title AS lesson_title, s.verdict::text AS verdict, s.coach_reply, s.replied_at, s.replied_by
      FROM workbook_sends s JOIN workbook_answers a ON a.id = s.answer_id JOIN lessons l ON l.id = a.lesson_id JOIN courses c ON c.id = a.course_id
      WHERE a.learner_id = ${learnerId} AND s.coach_reply IS NOT NULL AND s.verdict IS NOT NULL
      ORDER BY s.replied_at DESC LIMIT 3`),
  ])
  return {
    id: String(learner.id),
    name: learner.name,
    email: learner.email,
    company: learner.company ?? '',
    phone: learner.phone || null,
    reach: reachOf(reach.rows[0] as ReachRow),
    teamSize: business.teamSize ? teamSizeLabel(business.teamSize, '') : null,
    trade: tradeLabel(business.trade, business.tradeOther),
    region: business.region,
    courses: courses.map(({ title, completedLessons, totalLessons }) => ({ title, completedLessons, totalLessons })),
    actions: (actions.rows as ActionRow[]).map((row) => ({ ...lessonRef(row), status: row.status, sentAt: iso(row.sent_at) })),
    callsJoined: (calls.rows as CallRow[]).map((row) => ({ title: row.title, startsAt: iso(row.starts_at) })),
    bookings: (bookings.rows as BookingRow[]).map((row) => ({
      startsAt: iso(row.starts_at),
      status: row.status,
      mentorName: row.mentor_name,
      agreedActions: row.agreed_actions || null,
    })),
    lastReplies: (replies.rows as ReplyRow[]).map((row) => ({
      ...lessonRef(row),
      verdict: row.verdict,
      reply: row.coach_reply,
      repliedAt: iso(row.replied_at),
      repliedBy: row.replied_by,
    })),
  }
}
