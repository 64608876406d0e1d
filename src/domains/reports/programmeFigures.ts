import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { progressPercentage } from '@/lib/rules/progress'
import { teamSizeLabel, teamSizeOptions } from '@/lib/validation/teamSizes'

import { programmeCourse } from '@/domains/learning'

type CourseFigures = { id: string; title: string; enrolments: number; completed: number; completionRate: number }
type RecentMessage = { id: string; name: string; email: string; subject: string; createdAt: string }

type ProgrammeFigures = {
  signups: { lastSevenDays: number; total: number; byTeamSize: { label: string; count: number }[] }
  learners: number
  courses: CourseFigures[]
  recentMessages: RecentMessage[]
}

const count = (value: unknown): number => Number(value ?? 0)

/**
 * The programme at a glance for the admin home, from aggregate queries only (no row is loaded to be counted):
 * waiting-list signups, learners, enrolments and completion per available course of the programme (the call
 * recordings are none), and the latest contact messages.
 * A course counts as completed for an enrolment when every one of its lessons is completed: read from the enrolment's
 * counters (src/domains/learning/enrolmentCounters.ts), so the cost follows enrolments, not progress rows.
 */
export const programmeFigures = async (payload: Payload): Promise<ProgrammeFigures> => {
  const db = payload.db.drizzle
  const [signups, byTeamSize, learners, courses, messages] = await Promise.all([
    db.execute(sql`
      SELECT COUNT(*) AS total, COUNT(*) FILTER (WHERE created_at >= now() - interval '7 days') AS last_seven_days
      FROM program_signups`),
    db.execute(sql`SELECT team_size, COUNT(*) AS signups FROM program_signups GROUP BY team_size`),
    db.execute(sql`SELECT COUNT(*) AS learners FROM course_users`),
    db.execute(sql`
      SELECT c.id, c.title, COUNT(e.id) AS enrolments,
        COUNT(e.id) FILTER (WHERE c.lesson_count > 0 AND e.completed_lessons = c.lesson_count) AS completed
      FROM courses c
      LEFT JOIN enrollments e ON e.course_id = c.id
      WHERE c.status = 'available' AND ${programmeCourse}
      GROUP BY c.id, c.title, c."order", c.created_at
      ORDER BY c."order", c.created_at`),
    db.execute(sql`SELECT id, name, email, subject, created_at FROM contact_messages ORDER BY created_at DESC LIMIT 5`),
  ])

  const totals = signups.rows[0] as { total: string; last_seven_days: string }
  const teamSizeCounts = new Map((byTeamSize.rows as { team_size: string | null; signups: string }[]).map((row) => [row.team_size, count(row.signups)]))
  return {
    signups: {
      lastSevenDays: count(totals.last_seven_days),
      total: count(totals.total),
      byTeamSize: [...teamSizeOptions.map((option) => option.value), null]
        .filter((value) => value !== null || teamSizeCounts.has(null))
        .map((value) => ({ label: teamSizeLabel(value, 'Not given'), count: teamSizeCounts.get(value) ?? 0 })),
    },
    learners: count((learners.rows[0] as { learners: string }).learners),
    courses: (courses.rows as { id: string; title: string; enrolments: string; completed: string }[]).map((row) => ({
      id: String(row.id),
      title: row.title,
      enrolments: count(row.enrolments),
      completed: count(row.completed),
      completionRate: progressPercentage(count(row.completed), count(row.enrolments)),
    })),
    recentMessages: (messages.rows as { id: string; name: string; email: string; subject: string; created_at: string | Date }[]).map((row) => ({
      id: String(row.id),
      name: row.name,
      email: row.email,
      subject: row.subject,
      createdAt: new Date(row.created_at).toISOString(),
    })),
  }
}
