import { sql } from '@payloadcms/db-postgres'
import type { MailComposer } from '@/domains/mail'
import type { PushComposer } from '@/domains/notifications'
import type { FeatureModule } from '@/lib/server/featureModule'

import { Enrollments } from './collections/Enrollments'
import { LessonOpenings } from './collections/LessonOpenings'
import { LessonProgress } from './collections/LessonProgress'
import { courseEndpoints } from './endpoints/courses'
import { enrollmentEndpoints } from './endpoints/enrollments'
import { countersRecountedByCaller } from './collections/LessonProgress/hooks/countProgress'
import { lessonTranscriptEndpoints } from './endpoints/lessonTranscript'
import { composeNudgePush, composeReminderMail, queueReminders } from './reminders'
import { lessonEndpoints } from './endpoints/lessons'

/** Enrolment, lessons and their files, completion, playback and progress, and the weekly reminder to carry on. */
export const learningModule: FeatureModule<MailComposer, PushComposer> = {
  name: 'learning',
  collections: [Enrollments, LessonProgress, LessonOpenings],
  endpoints: [...courseEndpoints, ...enrollmentEndpoints, ...lessonEndpoints, ...lessonTranscriptEndpoints],
  tasks: [queueReminders],
  mails: { reminder: composeReminderMail },
  pushes: { nudge: composeNudgePush },
  learnerData: [
    {
      name: 'enrolments',
      about: 'The courses you enrolled in, and your progress in each.',
      columns: ['course', 'enrolled_at', 'paid_or_granted', 'lessons_completed', 'last_completed_at'],
      query: ({ id }) => sql`
        SELECT c.title AS course, e.created_at AS enrolled_at, e.is_paid IS TRUE AS paid_or_granted,
          e.completed_lessons::int AS lessons_completed, e.last_completed_at
        FROM enrollments e JOIN courses c ON c.id = e.course_id WHERE e.user_id = ${id} ORDER BY e.created_at`,
    },
    {
      name: 'progress',
      about: 'Each lesson you completed, when, and how: watched through in the player, or marked complete.',
      columns: ['course', 'lesson', 'completed', 'completed_at', 'completed_by'],
      query: ({ id }) => sql`
        SELECT c.title AS course, l.title AS lesson, lp.is_completed IS TRUE AS completed, lp.completed_at, lp.completed_by
        FROM lesson_progress lp JOIN lessons l ON l.id = lp.lesson_id JOIN courses c ON c.id = l.course_id
        WHERE lp.user_id = ${id} ORDER BY lp.created_at`,
    },
    {
      name: 'playback',
      about: 'Where you are in each lesson video (to resume on any device), the parts you have played, and when you first opened each lesson.',
      columns: ['course', 'lesson', 'position_seconds', 'position_saved_at', 'played_ranges', 'first_opened_at'],
      query: ({ id }) => sql`
        SELECT c.title AS course, l.title AS lesson, lp.position_seconds::float AS position_seconds, lp.position_saved_at,
          lp.watched_ranges::text AS played_ranges, o.opened_at AS first_opened_at
        FROM lessons l JOIN courses c ON c.id = l.course_id
          LEFT JOIN lesson_progress lp ON lp.lesson_id = l.id AND lp.user_id = ${id}
          LEFT JOIN LATERAL (SELECT min(opened_at) AS opened_at FROM lesson_openings WHERE lesson_id = l.id AND user_id = ${id}) o ON true
        WHERE lp.id IS NOT NULL OR o.opened_at IS NOT NULL ORDER BY c.title, l.order_index`,
    },
  ],
  deleteAccount: async ({ req, learnerId }) => {
    // The learner's enrolments go too: nothing to recount.
    const context = { [countersRecountedByCaller]: true }
    for (const collection of ['lesson-progress', 'enrollments'] as const) {
      await req.payload.delete({ collection, where: { user: { equals: learnerId } }, req, overrideAccess: true, context })
    }
    await req.payload.delete({ collection: 'lesson-openings', where: { user: { equals: learnerId } }, req, overrideAccess: true })
  },
}
