import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { MailPreferences, MailTopic } from '@/lib/rules/mailKinds'

const columns: Record<MailTopic, ReturnType<typeof sql.identifier>> = {
  reminders: sql.identifier('email_preferences_reminders'),
  courseUpdates: sql.identifier('email_preferences_course_updates'),
}

/**
 * "May we mail this learner about `topic`?" in SQL, for a sweep that picks its recipients: they have not turned the
 * topic off and their account is open. `learner` is the alias of their course_users row in the query.
 */
export const mayMailSql = (learner: string, topic: MailTopic) =>
  sql`${sql.identifier(learner)}.${columns[topic]} IS NOT FALSE AND ${sql.identifier(learner)}.closed_at IS NULL`

/**
 * Stores some of a learner's mail choices and answers all of them; null when there is no such learner. Takes effect
 * at once: a mail already queued checks the choice again when it is sent (src/domains/mail/composeMail.ts).
 */
export const saveMailPreferences = async (payload: Payload, learnerId: string, changes: Partial<MailPreferences>): Promise<MailPreferences | null> => {
  const assignments = (Object.entries(changes) as [MailTopic, boolean][]).map(([topic, wants]) => sql`${columns[topic]} = ${wants}`)
  const result = await payload.db.drizzle.execute(sql`
    UPDATE course_users SET ${sql.join([...assignments, sql`updated_at = now()`], sql`, `)}
    WHERE id = ${learnerId}
    RETURNING email_preferences_reminders IS NOT FALSE AS reminders, email_preferences_course_updates IS NOT FALSE AS course_updates`)
  const row = result.rows[0] as { reminders: boolean; course_updates: boolean } | undefined
  return row ? { reminders: row.reminders, courseUpdates: row.course_updates } : null
}
