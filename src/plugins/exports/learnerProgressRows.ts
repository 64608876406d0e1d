import { sql } from '@payloadcms/db-postgres'
import type { ExportBeforeHook } from '@payloadcms/plugin-import-export/types'
import type { PayloadRequest } from 'payload'

import type { Enrollment } from '@/payload-types'
import { spreadsheetText } from '@/lib/server/csv'
import { progressPercentage } from '@/lib/rules/progress'

type Counts = { enrollment_id: string; total_lessons: string; completed_lessons: string }

export const learnerProgressColumns = ['learnerEmail', 'learnerName', 'courseTitle', 'lessonsCompleted', 'totalLessons', 'progressPercentage', 'enrolledAt'] as const

/**
 * Learners' progress, one row per enrolment: learner, course, lessons completed, percent and enrolment date. The
 * counts of a whole batch come from one query; typed text never runs as a formula in a spreadsheet.
 */
export const learnerProgress = async (enrolments: Enrollment[], req: PayloadRequest) => {
  if (!enrolments.length) return []
  const ids = sql.join(
    enrolments.map((enrolment) => sql`${enrolment.id}`),
    sql`, `,
  )
  const result = await req.payload.db.drizzle.execute(sql`
    SELECT e.id AS enrollment_id, COUNT(l.id) AS total_lessons, COUNT(l.id) FILTER (WHERE lp.is_completed) AS completed_lessons
    FROM enrollments e
    LEFT JOIN lessons l ON l.course_id = e.course_id
    LEFT JOIN lesson_progress lp ON lp.lesson_id = l.id AND lp.user_id = e.user_id
    WHERE e.id IN (${ids})
    GROUP BY e.id`)
  const counts = new Map((result.rows as Counts[]).map((row) => [String(row.enrollment_id), row]))
  return enrolments.map((enrolment) => {
    const learner = typeof enrolment.user === 'object' ? enrolment.user : null
    const course = typeof enrolment.course === 'object' ? enrolment.course : null
    const total = Number(counts.get(String(enrolment.id))?.total_lessons ?? 0)
    const completed = Number(counts.get(String(enrolment.id))?.completed_lessons ?? 0)
    return {
      learnerEmail: spreadsheetText(learner?.email ?? String(enrolment.user)),
      learnerName: spreadsheetText(learner?.name ?? ''),
      courseTitle: spreadsheetText(course?.title ?? String(enrolment.course)),
      lessonsCompleted: completed,
      totalLessons: total,
      progressPercentage: progressPercentage(completed, total),
      enrolledAt: enrolment.createdAt,
    }
  })
}

/** Learners' progress in the plugin's own downloads (JSON, or a later page of a paged export). */
export const learnerProgressRows: ExportBeforeHook = ({ originalData, req }) => learnerProgress(originalData as Enrollment[], req)
