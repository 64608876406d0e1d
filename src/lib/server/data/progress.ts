import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { progressPercentage } from '@/lib/rules/progress'

import { coursePublished } from './publishedCourse'

export type ProgressItem = {
  id: string
  course: { id: string; title: string; summary: string; isFree: boolean }
  progressPercentage: number
  totalLessons: number
  completedLessons: number
  nextLessonId: string | null
}

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
 * A learner's enrolments with their progress, in one SQL query whatever the number of courses and lessons.
 * `nextLessonId` is the first lesson by orderIndex not yet completed, or null when all are.
 */
export const findProgress = async (payload: Payload, learnerId: string, courseId?: string): Promise<ProgressItem[]> => {
  const result = await payload.db.drizzle.execute(sql`
    SELECT e.id AS enrollment_id, c.id AS course_id, c.title, c.summary, c.is_free,
      COUNT(l.id) AS total_lessons,
      COUNT(l.id) FILTER (WHERE lp.is_completed) AS completed_lessons,
      (ARRAY_AGG(l.id ORDER BY l.order_index, l.id) FILTER (WHERE lp.is_completed IS NOT TRUE))[1] AS next_lesson_id
    FROM enrollments e
    JOIN courses c ON c.id = e.course_id AND ${coursePublished}
    LEFT JOIN lessons l ON l.course_id = c.id
    LEFT JOIN lesson_progress lp ON lp.lesson_id = l.id AND lp.user_id = e.user_id
    WHERE e.user_id = ${learnerId} ${courseId ? sql`AND c.id = ${courseId}` : sql``}
    GROUP BY e.id, c.id
    ORDER BY e.created_at, e.id`)
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
