import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { MailTopic } from '@/lib/rules/mailKinds'

import { coursePublished, enrolmentOpensLessons } from '@/domains/learning'

type Lesson = { id: string; title: string }

/** What a learner's mail about a course says, read when it is sent (so a renamed course or a lesson done since shows). */
export type LearnerMailFacts = {
  learner: { id: string; email: string; firstName: string | null; name: string | null; wants: Record<MailTopic, boolean> }
  course: {
    id: string
    title: string
    lessonCount: number
    completedCount: number
    firstLesson: Lesson | null
    nextLesson: Lesson | null
    /** Whether the learner can open the course's lessons now (free, a paid enrolment, or a membership). */
    lessonsOpen: boolean
  } | null
}

type Row = {
  learner_id: string
  email: string
  first_name: string | null
  name: string | null
  wants_reminders: boolean
  wants_course_updates: boolean
  course_id: string | null
  course_title: string | null
  lesson_count: string | number | null
  completed_count: string | number | null
  first_lesson: [string, string] | null
  next_lesson: [string, string] | null
  lessons_open: boolean | null
}

const lesson = (pair: [string, string] | null): Lesson | null => (pair ? { id: pair[0], title: pair[1] } : null)

/**
 * The learner, their preferences, and the course (the given one, or the featured course when none is given) with its
 * lesson counts and first and next lesson, in one statement. Null when the learner is gone.
 */
export const learnerMailFacts = async (payload: Payload, learnerId: string, courseId: string | null): Promise<LearnerMailFacts | null> => {
  const result = await payload.db.drizzle.execute(sql`
    SELECT u.id AS learner_id, u.email, u.first_name, u.name,
      u.email_preferences_reminders IS NOT FALSE AS wants_reminders, u.email_preferences_course_updates IS NOT FALSE AS wants_course_updates,
      c.id AS course_id, c.title AS course_title,
      (SELECT COUNT(*) FROM lessons l WHERE l.course_id = c.id) AS lesson_count,
      (SELECT COUNT(*) FROM lesson_progress lp JOIN lessons l ON l.id = lp.lesson_id
        WHERE l.course_id = c.id AND lp.user_id = u.id AND lp.is_completed) AS completed_count,
      (SELECT ARRAY[l.id::text, l.title] FROM lessons l WHERE l.course_id = c.id ORDER BY l.order_index, l.id LIMIT 1) AS first_lesson,
      (SELECT ARRAY[l.id::text, l.title] FROM lessons l
        WHERE l.course_id = c.id
          AND NOT EXISTS (SELECT 1 FROM lesson_progress lp WHERE lp.lesson_id = l.id AND lp.user_id = u.id AND lp.is_completed)
        ORDER BY l.order_index, l.id LIMIT 1) AS next_lesson,
      ${enrolmentOpensLessons} AS lessons_open
    FROM course_users u
      LEFT JOIN courses c ON ${courseId ? sql`c.id = ${courseId}` : sql`c.is_featured AND ${coursePublished}`}
      LEFT JOIN enrollments e ON e.user_id = u.id AND e.course_id = c.id
    WHERE u.id = ${learnerId}
    LIMIT 1`)
  const row = result.rows[0] as Row | undefined
  if (!row) return null
  return {
    learner: {
      id: row.learner_id,
      email: row.email,
      firstName: row.first_name,
      name: row.name,
      wants: { reminders: row.wants_reminders, courseUpdates: row.wants_course_updates },
    },
    course:
      row.course_id && row.course_title !== null
        ? {
            id: row.course_id,
            title: row.course_title,
            lessonCount: Number(row.lesson_count ?? 0),
            completedCount: Number(row.completed_count ?? 0),
            firstLesson: lesson(row.first_lesson),
            nextLesson: lesson(row.next_lesson),
            lessonsOpen: row.lessons_open === true,
          }
        : null,
  }
}
