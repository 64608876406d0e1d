import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { SQL } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { preparedOn } from '@/lib/server/db/preparedStatements'
import { progressPercentage } from '@/lib/rules/progress'

import type { ProgressItem } from './contract/schemas'

import { coursePublished } from './publishedCourse'

export type { ProgressItem }

type ProgressRow = {
  enrollment_id: string
  course_id: string
  title: string
  summary: string
  is_free: boolean
  total_lessons: string | number
  completed_lessons: string | number
  next_lesson_id: string | null
}

/**
 * The progress list's one statement (bench/ runs it too, as its reference); `onlyIf` holds it to rows while a
 * condition holds (the learner's session is live: GET /api/v1/enrollments/progress checks it here).
 */
export const progressStatement = (learnerId: string, { courseId, onlyIf }: { courseId?: string; onlyIf?: SQL } = {}) => sql`
  SELECT e.id AS enrollment_id, c.id AS course_id, c.title, c.summary, c.is_free,
    c.lesson_count AS total_lessons, e.completed_lessons, e.next_lesson_id
  FROM enrollments e
  JOIN courses c ON c.id = e.course_id AND ${coursePublished}
  WHERE e.user_id = ${learnerId} ${courseId ? sql`AND c.id = ${courseId}` : sql``} ${onlyIf ? sql`AND ${onlyIf}` : sql``}
  ORDER BY e.created_at, e.id`

/**
 * A learner's enrolments with their progress: one row per enrolment, read from the counters each completion and each
 * lesson change keep (src/domains/learning/enrolmentCounters.ts), so the cost never grows with the number of lessons.
 * `nextLessonId` is the first lesson by orderIndex not yet completed, or null when all are.
 */
export const findProgress = async (payload: Payload, learnerId: string, options: Parameters<typeof progressStatement>[1] = {}): Promise<ProgressItem[]> => {
  const result = await preparedOn(payload.db.pool).execute(progressStatement(learnerId, options))
  return (result.rows as ProgressRow[]).map((row) => {
    const totalLessons = Number(row.total_lessons)
    const completedLessons = Number(row.completed_lessons)
    return {
      id: String(row.enrollment_id),
      course: { id: String(row.course_id), title: row.title, summary: row.summary, isFree: row.is_free },
      progressPercentage: progressPercentage(completedLessons, totalLessons),
      totalLessons,
      completedLessons,
      nextLessonId: row.next_lesson_id ? String(row.next_lesson_id) : null,
    }
  })
}
