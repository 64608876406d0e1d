import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { isId } from '@/lib/rules/ids'
import { stuckSince } from '@/lib/rules/reminders'

import { coursePublished, enrolmentOpensLessons, programmeCourse } from '@/domains/learning'

/**
 * Which enrolments a report counts: one course or all, one learner or all, and those made in a period (`from`
 * inclusive, `to` exclusive). Only enrolments whose lessons the learner can open, unless `includeLocked`.
 */
type EnrolmentFilter = { courseId?: string; learnerId?: string; from?: Date; to?: Date; includeLocked?: boolean }


/** The enrolments made in a period (`from` inclusive, `to` exclusive); no bound means no limit on that side. */
export type ReportPeriodBounds = { from?: Date; to?: Date }

/**
 * One row per enrolment in a published course: lessons in the course and completed, the last activity (enrolling,
 * a player report, a completion), the number of the lesson completed last, and whether they sent a lesson's action to
 * their coach. The learner's progress rows are
 * aggregated once per learner and course, never multiplied by the course's lessons. Every report aggregates these
 * rows, so each figure is one SQL statement whatever the number of learners.
 */
export const enrolmentFacts = ({ courseId, learnerId, from, to, includeLocked = false }: EnrolmentFilter) => sql`
  SELECT e.id AS enrolment_id, e.user_id, e.course_id, e.created_at AS enrolled_at,
    COALESCE(t.total, 0) AS total,
    COALESCE(p.completed, 0) AS completed,
    GREATEST(e.created_at, p.last_update) AS last_activity_at,
    p.last_completed_number,
    EXISTS (SELECT 1 FROM workbook_answers a WHERE a.learner_id = e.user_id AND a.course_id = e.course_id AND a.round > 0) AS sent_action
  FROM enrollments e
    JOIN courses c ON c.id = e.course_id AND ${coursePublished}
    JOIN course_users u ON u.id = e.user_id
    LEFT JOIN (SELECT course_id, COUNT(*) AS total FROM lessons GROUP BY course_id) t ON t.course_id = e.course_id
    LEFT JOIN (
      SELECT lp.user_id, l.course_id,
        COUNT(*) FILTER (WHERE lp.is_completed) AS completed,
        MAX(lp.updated_at) AS last_update,
        -- The lesson completed last: the largest [completion time, lesson number] pair, with no sort per learner.
        (MAX(ARRAY[EXTRACT(EPOCH FROM lp.completed_at), l.order_index]) FILTER (WHERE lp.is_completed))[2] AS last_completed_number
      FROM lesson_progress lp JOIN lessons l ON l.id = lp.lesson_id
      WHERE TRUE
        ${courseId ? sql`AND l.course_id = ${courseId}` : sql``}
        ${learnerId ? sql`AND lp.user_id = ${learnerId}` : sql``}
      GROUP BY lp.user_id, l.course_id
    ) p ON p.user_id = e.user_id AND p.course_id = e.course_id
  WHERE TRUE
    ${includeLocked ? sql`` : sql`AND ${enrolmentOpensLessons}`}
    ${courseId ? sql`AND e.course_id = ${courseId}` : sql``}
    ${learnerId ? sql`AND e.user_id = ${learnerId}` : sql``}
    ${from ? sql`AND e.created_at >= ${from.toISOString()}` : sql``}
    ${to ? sql`AND e.created_at < ${to.toISOString()}` : sql``}`

const finished = sql`(f.total > 0 AND f.completed >= f.total)`

/** An enrolment row `f` that is stuck at `now`: lessons left, and nothing done in the course for a week (src/lib/rules/reminders.ts). */
export const stuckAt = (now: Date) => sql`(NOT ${finished} AND f.total > 0 AND f.last_activity_at <= ${stuckSince(now).toISOString()})`

type CourseFunnel = { enrolled: number; started: number; sentAction: number; halfway: number; completed: number }

/**
 * The funnel's counts over enrolment facts `f` (none when a LEFT JOIN found no enrolment). A learner who sent an action
 * before finishing a lesson has started.
 */
const funnelColumns = sql`
  COUNT(f.enrolment_id) AS enrolled,
  COUNT(*) FILTER (WHERE f.completed > 0 OR f.sent_action) AS started,
  COUNT(*) FILTER (WHERE f.sent_action) AS sent_action,
  COUNT(*) FILTER (WHERE f.total > 0 AND f.completed * 2 >= f.total) AS halfway,
  COUNT(*) FILTER (WHERE ${finished}) AS completed`

type FunnelRow = Record<'enrolled' | 'started' | 'sent_action' | 'halfway' | 'completed', string | number>

const toFunnel = (row: FunnelRow): CourseFunnel => ({
  enrolled: Number(row.enrolled),
  started: Number(row.started),
  sentAction: Number(row.sent_action),
  halfway: Number(row.halfway),
  completed: Number(row.completed),
})

/** Enrolled → started (a lesson completed or an action sent) and sent an action → half-way (half the lessons) → completed, for enrolments in the period. */
export const courseFunnel = async (payload: Payload, filter: EnrolmentFilter & { courseId: string }): Promise<CourseFunnel> => {
  const result = await payload.db.drizzle.execute(sql`SELECT ${funnelColumns} FROM (${enrolmentFacts(filter)}) f`)
  return toFunnel(result.rows[0] as FunnelRow)
}

/**
 * The funnel of every published course of the programme (zeros for a course nobody enrolled in during the period), in
 * the catalogue's order.
 */
export const courseFunnels = async (payload: Payload, period: ReportPeriodBounds): Promise<({ courseId: string; title: string } & CourseFunnel)[]> => {
  const result = await payload.db.drizzle.execute(sql`
    SELECT c.id, c.title, ${funnelColumns}
    FROM courses c LEFT JOIN (${enrolmentFacts(period)}) f ON f.course_id = c.id
    WHERE ${coursePublished} AND ${programmeCourse}
    GROUP BY c.id, c.title, c."order", c.created_at
    ORDER BY c."order", c.created_at`)
  return (result.rows as ({ id: string; title: string } & FunnelRow)[]).map((row) => ({
    courseId: String(row.id),
    title: row.title,
    ...toFunnel(row),
  }))
}

/**
 * Where learners who have not finished stopped: how many last completed lesson 1, 2, … (0: none yet), for every
 * lesson number of the course with its title, zeros included.
 */
export const courseStopPoints = async (
  payload: Payload,
  filter: EnrolmentFilter & { courseId: string },
): Promise<{ lessonNumber: number; lessonTitle: string | null; learners: number }[]> => {
  const result = await payload.db.drizzle.execute(sql`
    SELECT n.lesson_number, n.title, COALESCE(g.learners, 0) AS learners
    FROM (SELECT 0 AS lesson_number, NULL AS title UNION ALL SELECT order_index, title FROM lessons WHERE course_id = ${filter.courseId}) n
      LEFT JOIN (
        SELECT COALESCE(f.last_completed_number, 0) AS lesson_number, COUNT(*) AS learners
        FROM (${enrolmentFacts(filter)}) f
        WHERE NOT ${finished}
        GROUP BY 1
      ) g ON g.lesson_number = n.lesson_number
    ORDER BY n.lesson_number`)
  return (result.rows as { lesson_number: string | number; title: string | null; learners: string | number }[]).map((row) => ({
    lessonNumber: Number(row.lesson_number),
    lessonTitle: row.title,
    learners: Number(row.learners),
  }))
}

export type StuckLearner = {
  learnerId: string
  name: string
  email: string
  courseId: string
  courseTitle: string
  completedLessons: number
  totalLessons: number
  lastActivityAt: string
  nextLesson: { id: string; title: string; number: number } | null
}

type StuckFilter = { courseId?: string }

/** Enrolled, not finished, and nothing done for a week: longest silent first, at most `limit`, in one course or all. */
export const stuckLearners = async (payload: Payload, now: Date, limit = 500, { courseId }: StuckFilter = {}): Promise<StuckLearner[]> => {
  const result = await payload.db.drizzle.execute(sql`
    SELECT s.*, nl.id AS next_id, nl.title AS next_title, nl.order_index AS next_number
    FROM (
      SELECT u.id AS learner_id, u.name, u.email, c.id AS course_id, c.title AS course_title, f.completed, f.total, f.last_activity_at
      FROM (${enrolmentFacts({ courseId })}) f
        JOIN course_users u ON u.id = f.user_id
        JOIN courses c ON c.id = f.course_id
      WHERE ${stuckAt(now)}
      ORDER BY f.last_activity_at, u.email
      LIMIT ${limit}
    ) s
      LEFT JOIN LATERAL (
        SELECT l.id, l.title, l.order_index FROM lessons l
        WHERE l.course_id = s.course_id
          AND NOT EXISTS (SELECT 1 FROM lesson_progress lp WHERE lp.lesson_id = l.id AND lp.user_id = s.learner_id AND lp.is_completed)
        ORDER BY l.order_index, l.id
        LIMIT 1
      ) nl ON TRUE
    ORDER BY s.last_activity_at, s.email`)
  type Row = {
    learner_id: string
    name: string
    email: string
    course_id: string
    course_title: string
    completed: string | number
    total: string | number
    last_activity_at: string | Date
    next_id: string | null
    next_title: string | null
    next_number: string | number | null
  }
  return (result.rows as Row[]).map((row) => ({
    learnerId: String(row.learner_id),
    name: row.name,
    email: row.email,
    courseId: String(row.course_id),
    courseTitle: row.course_title,
    completedLessons: Number(row.completed),
    totalLessons: Number(row.total),
    lastActivityAt: new Date(row.last_activity_at).toISOString(),
    nextLesson: row.next_id ? { id: String(row.next_id), title: row.next_title ?? '', number: Number(row.next_number) } : null,
  }))
}

/** How many enrolments are stuck (the length of the full list that `stuckLearners` caps), in one course or all. */
export const stuckLearnerCount = async (payload: Payload, now: Date, { courseId }: StuckFilter = {}): Promise<number> => {
  const result = await payload.db.drizzle.execute(sql`SELECT COUNT(*) AS stuck FROM (${enrolmentFacts({ courseId })}) f WHERE ${stuckAt(now)}`)
  return Number((result.rows[0] as { stuck: string | number }).stuck)
}

type LearnerCourse = { courseId: string; title: string; enrolledAt: string; completedLessons: number; totalLessons: number; lastActivityAt: string }

/** One learner's enrolments in published courses: enrolment date, lessons completed of the total, last activity; oldest first. */
export const learnerCourses = async (payload: Payload, learnerId: string): Promise<LearnerCourse[]> => {
  const result = await payload.db.drizzle.execute(sql`
    SELECT c.id, c.title, f.enrolled_at, f.completed, f.total, f.last_activity_at
    FROM (${enrolmentFacts({ learnerId, includeLocked: true })}) f JOIN courses c ON c.id = f.course_id
    ORDER BY f.enrolled_at, c.title`)
  type Row = { id: string; title: string; enrolled_at: string | Date; completed: string | number; total: string | number; last_activity_at: string | Date }
  return (result.rows as Row[]).map((row) => ({
    courseId: String(row.id),
    title: row.title,
    enrolledAt: new Date(row.enrolled_at).toISOString(),
    completedLessons: Number(row.completed),
    totalLessons: Number(row.total),
    lastActivityAt: new Date(row.last_activity_at).toISOString(),
  }))
}

type CompletedLesson = { courseId: string; courseTitle: string; lessonNumber: number; lessonTitle: string; completedAt: string }

/** Every lesson of a published course one learner completed, with when: by course, then lesson number. */
export const learnerCompletedLessons = async (payload: Payload, learnerId: string): Promise<CompletedLesson[]> => {
  const result = await payload.db.drizzle.execute(sql`
    SELECT c.id AS course_id, c.title AS course_title, l.order_index, l.title, COALESCE(lp.completed_at, lp.updated_at) AS completed_at
    FROM lesson_progress lp
      JOIN lessons l ON l.id = lp.lesson_id
      JOIN courses c ON c.id = l.course_id AND ${coursePublished}
    WHERE lp.user_id = ${learnerId} AND lp.is_completed
    ORDER BY c.title, c.id, l.order_index`)
  type Row = { course_id: string; course_title: string; order_index: string | number; title: string; completed_at: string | Date }
  return (result.rows as Row[]).map((row) => ({
    courseId: String(row.course_id),
    courseTitle: row.course_title,
    lessonNumber: Number(row.order_index),
    lessonTitle: row.title,
    completedAt: new Date(row.completed_at).toISOString(),
  }))
}

/** The course a report is about (published or not), or null: an id that is not a UUID names no course. */
export const reportCourse = async (payload: Payload, id: string): Promise<{ id: string; title: string; isPublished: boolean } | null> => {
  if (!isId(id)) return null
  const result = await payload.db.drizzle.execute(sql`SELECT c.id, c.title, ${coursePublished} AS is_published FROM courses c WHERE c.id = ${id}`)
  const row = result.rows[0] as { id: string; title: string; is_published: boolean } | undefined
  return row ? { id: String(row.id), title: row.title, isPublished: Boolean(row.is_published) } : null
}

/** The learner (a course-users account) a report is about, or null. */
export const reportLearner = async (payload: Payload, id: string): Promise<{ id: string; name: string; email: string; company: string; joinedAt: string } | null> => {
  if (!isId(id)) return null
  const result = await payload.db.drizzle.execute(sql`SELECT id, name, email, company, created_at FROM course_users WHERE id = ${id}`)
  const row = result.rows[0] as { id: string; name: string; email: string; company: string | null; created_at: string | Date } | undefined
  return row ? { id: String(row.id), name: row.name, email: row.email, company: row.company ?? '', joinedAt: new Date(row.created_at).toISOString() } : null
}
