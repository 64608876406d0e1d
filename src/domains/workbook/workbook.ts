import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { coursePublished, enrolmentOpensLessons } from '@/domains/learning'
import { isActionDone } from '@/lib/rules/workbook'

import { findLessonActions } from './actions'
import { findLearnerAnswers, neverAnswered, type ActionState } from './answers'

/** A lesson's action in My workbook: the lesson it goes with, the action and the learner's answer. */
export type WorkbookEntry = { lesson: { id: string; title: string; orderIndex: number }; action: ActionState }

/** One course's part of My workbook, with how many of its actions the learner has sent. */
export type WorkbookCourse = { id: string; title: string; actionsSet: number; actionsDone: number; entries: WorkbookEntry[] }

type LessonRow = { course_id: string; course_title: string; lesson_id: string; lesson_title: string; order_index: string | number }

/**
 * The learner's workbook: for each published course they are enrolled in and can open the lessons of, each lesson
 * with an action, in course order, with their answer and every round's reply. Three statements, whatever the size.
 */
export const findWorkbook = async (payload: Payload, learnerId: string): Promise<WorkbookCourse[]> => {
  const lessons = (
    await payload.db.drizzle.execute(sql`
      SELECT c.id AS course_id, c.title AS course_title, l.id AS lesson_id, l.title AS lesson_title, l.order_index
      FROM enrollments e
        JOIN courses c ON c.id = e.course_id AND ${coursePublished}
        JOIN course_users u ON u.id = e.user_id
        JOIN lessons l ON l.course_id = c.id
      WHERE e.user_id = ${learnerId} AND ${enrolmentOpensLessons} AND EXISTS (SELECT 1 FROM lessons_action_prompts p WHERE p._parent_id = l.id)
      ORDER BY e.created_at, c.id, l.order_index`)
  ).rows as LessonRow[]
  const lessonIds = lessons.map((row) => String(row.lesson_id))
  const [actions, answers] = await Promise.all([findLessonActions(payload, lessonIds), findLearnerAnswers(payload, learnerId, lessonIds)])
  const courses = new Map<string, WorkbookCourse>()
  for (const row of lessons) {
    const lessonId = String(row.lesson_id)
    const action = actions.get(lessonId)
    if (!action) continue
    const course = courses.get(String(row.course_id)) ?? { id: String(row.course_id), title: row.course_title, actionsSet: 0, actionsDone: 0, entries: [] }
    const answer = answers.get(lessonId) ?? neverAnswered()
    course.actionsSet += 1
    if (isActionDone(answer.status)) course.actionsDone += 1
    course.entries.push({ lesson: { id: lessonId, title: row.lesson_title, orderIndex: Number(row.order_index) }, action: { lessonId, ...action, answer } })
    courses.set(course.id, course)
  }
  return [...courses.values()]
}

/** Actions done of actions set, by course, for the dashboard's course cards. One statement. */
export const findActionCounts = async (payload: Payload, learnerId: string): Promise<Record<string, { actionsSet: number; actionsDone: number }>> => {
  const result = await payload.db.drizzle.execute(sql`
    SELECT e.course_id, count(l.id) AS actions_set, count(a.id) FILTER (WHERE a.status <> 'draft') AS actions_done
    FROM enrollments e
      JOIN courses c ON c.id = e.course_id AND ${coursePublished}
      JOIN course_users u ON u.id = e.user_id
      JOIN lessons l ON l.course_id = c.id AND EXISTS (SELECT 1 FROM lessons_action_prompts p WHERE p._parent_id = l.id)
      LEFT JOIN workbook_answers a ON a.lesson_id = l.id AND a.learner_id = e.user_id
    WHERE e.user_id = ${learnerId} AND ${enrolmentOpensLessons}
    GROUP BY e.course_id`)
  return Object.fromEntries(
    (result.rows as { course_id: string; actions_set: string; actions_done: string }[]).map((row) => [
      String(row.course_id),
      { actionsSet: Number(row.actions_set), actionsDone: Number(row.actions_done) },
    ]),
  )
}

/** Answers waiting for a coach's reply, and since when the oldest has waited (null when none waits). One statement. */
export const answersWaiting = async (payload: Payload): Promise<{ count: number; oldestSentAt: Date | null }> => {
  const result = await payload.db.drizzle.execute(sql`SELECT count(*) AS waiting, min(sent_at) AS oldest FROM workbook_answers WHERE status = 'waiting'`)
  const row = result.rows[0] as { waiting: string; oldest: Date | string | null }
  return { count: Number(row.waiting), oldestSentAt: row.oldest === null ? null : new Date(row.oldest) }
}
