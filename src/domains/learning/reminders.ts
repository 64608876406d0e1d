import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload, TaskConfig } from 'payload'

import { composeLearnerMail, learnerMailFacts, lessonLink, mailEventKey, mailQueue, queueMail, type ClaimedDelivery, type Composed } from '@/domains/mail'
import { mayNotifySql, queueNotifications, type PushComposer } from '@/domains/notifications'
import { enrolmentFacts, stuckAt } from '@/domains/reports'
import { continueLessonHref } from '@/lib/rules/lessonLinks'
import { nudgeEventKey } from '@/lib/rules/phoneNotifications'
import { shouldRemind, videosToGo, type ReminderFacts } from '@/lib/rules/reminders'
import { env } from '@/lib/server/env'

import { reminderMail } from './ReminderMail'

export type ReminderCandidate = Omit<ReminderFacts, 'now'> & {
  learnerId: string
  email: string
  courseId: string
  /** Reminders recorded for this course so far, skipped ones included: the next one is number `recorded + 1`. */
  recorded: number
  /** Whether the learner has a phone with notifications on, and when nudges about this course went to it. */
  hasPhone: boolean
  nudgesSent: Date[]
}

type Row = {
  user_id: string
  course_id: string
  email: string
  wants_reminders: boolean
  lessons_left: string | number
  last_activity_at: string | Date
  recorded: string | number | null
  sent: (string | Date)[] | null
  has_phone: boolean
  nudges: (string | Date)[] | null
}

/**
 * Enrolments that are stuck now (not finished, nothing done for a week), with the reminders already sent about each:
 * the reminder rules (src/lib/rules/reminders.ts) decide which get one. One statement.
 */
export const reminderCandidates = async (payload: Payload, now: Date): Promise<ReminderCandidate[]> => {
  const result = await payload.db.drizzle.execute(sql`
    SELECT f.user_id, f.course_id, u.email, u.email_preferences_reminders IS NOT FALSE AS wants_reminders,
      f.total - f.completed AS lessons_left, f.last_activity_at, r.recorded, r.sent, ${mayNotifySql('u')} AS has_phone, n.nudges
    FROM (${enrolmentFacts({})}) f
      JOIN course_users u ON u.id = f.user_id
      LEFT JOIN (
        SELECT learner_id, course_id, COUNT(*) AS recorded, json_agg(created_at) FILTER (WHERE status <> 'skipped') AS sent
        FROM mail_deliveries WHERE kind = 'reminder' GROUP BY learner_id, course_id
      ) r ON r.learner_id = f.user_id AND r.course_id = f.course_id
      LEFT JOIN (
        SELECT learner_id, course_id, json_agg(created_at) AS nudges
        FROM push_deliveries WHERE kind = 'nudge' AND status <> 'skipped' GROUP BY learner_id, course_id
      ) n ON n.learner_id = f.user_id AND n.course_id = f.course_id
    WHERE ${stuckAt(now)}`)
  return (result.rows as Row[]).map((row) => ({
    learnerId: String(row.user_id),
    courseId: String(row.course_id),
    email: row.email,
    unsubscribed: !row.wants_reminders,
    lessonsLeft: Number(row.lessons_left),
    lastActivityAt: new Date(row.last_activity_at),
    recorded: Number(row.recorded ?? 0),
    remindersSent: (row.sent ?? []).map((sent) => new Date(sent)),
    hasPhone: row.has_phone,
    nudgesSent: (row.nudges ?? []).map((sent) => new Date(sent)),
  }))
}

/**
 * Finds learners stuck in a course for a week and queues their reminder, by the rules of src/lib/rules/reminders.ts
 * (one a week, three per course, none after finishing or unsubscribing). Each reminder's key is its number for that
 * learner and course, so two instances sweeping at once queue it once. A learner with a phone with notifications on
 * is nudged there by the same rules, counted apart (so turning reminder emails off does not stop it), and at most once a day.
 */
export const queueReminders: TaskConfig<{ input: object; output: { queued: number } }> = {
  slug: 'queueReminders',
  label: 'Queue reminders',
  retries: 2,
  outputSchema: [{ name: 'queued', type: 'number', required: true }],
  schedule: [{ cron: env.mail.reminderCron, queue: mailQueue }],
  handler: async ({ req }) => {
    const now = new Date()
    const candidates = await reminderCandidates(req.payload, now)
    const due = candidates.filter((candidate) => shouldRemind({ ...candidate, now }))
    for (const candidate of due) {
      await queueMail(req.payload, {
        kind: 'reminder',
        eventKey: mailEventKey('reminder', candidate.learnerId, candidate.courseId, candidate.recorded + 1),
        to: candidate.email,
        learnerId: candidate.learnerId,
        courseId: candidate.courseId,
      })
    }
    const nudges = candidates.filter((candidate) => candidate.hasPhone && shouldRemind({ ...candidate, unsubscribed: false, remindersSent: candidate.nudgesSent, now }))
    await queueNotifications(
      req.payload,
      nudges.map((candidate) => ({ kind: 'nudge' as const, eventKey: nudgeEventKey(candidate.learnerId, now), learnerId: candidate.learnerId, courseId: candidate.courseId })),
      now,
    )
    return { output: { queued: due.length } }
  },
}

/** The reminder: the next lesson of the course, and how many are left; none once the course is finished. */
export const composeReminderMail = (payload: Payload, delivery: ClaimedDelivery): Promise<Composed> =>
  composeLearnerMail(payload, delivery, ({ course }, base) => {
    if (!course) return 'The course is no longer there'
    if (!course.nextLesson) return 'The learner has finished the course'
    return { content: reminderMail({ ...base, courseTitle: course.title, nextLesson: lessonLink(course.nextLesson), lessonsLeft: course.lessonCount - course.completedCount }) }
  })

/** How long a push service keeps a nudge for a phone that is off. */
const nudgeTtlSeconds = 24 * 60 * 60

/** "Pick up where you left off" on the phone: the course and its next lesson, which a tap opens; none once it is finished. */
export const composeNudgePush: PushComposer = async (payload, push) => {
  const facts = await learnerMailFacts(payload, push.learnerId, push.courseId ?? null)
  const course = facts?.course
  if (!course) return { skip: 'The learner or the course is gone' }
  if (!course.nextLesson) return { skip: 'The learner has finished the course' }
  return {
    message: {
      title: 'Pick up where you left off',
      body: `${course.title}: next is “${course.nextLesson.title}”, ${videosToGo(course.lessonCount - course.completedCount)}.`,
      url: continueLessonHref(course.nextLesson.id),
    },
    ttlSeconds: nudgeTtlSeconds,
  }
}
