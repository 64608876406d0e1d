import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { SQL } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

type Value = string | number | boolean | null

/** One part of a learner's data: what it is, and its rows with the same columns each. */
export type DataSection = { name: string; about: string; columns: readonly string[]; rows: Record<string, Value>[] }

/**
 * Who asked for the download: the learner, from their account; or staff, answering the learner's request by email.
 * Staff's copy leaves out what staff may only ever count in groups (`learnerOnly`): the privacy page promises it.
 */
export type DataReader = 'learner' | 'staff'

type SectionQuery = { name: string; about: string; columns: readonly string[]; learnerOnly?: true; query: (learner: { id: string; email: string }) => SQL }

/**
 * Everything we hold about one learner, section by section, as the download gives it (UK GDPR articles 15 and 20).
 * Each query names its columns in the order the CSV shows them. A new table about learners belongs here too.
 */
const sections: SectionQuery[] = [
  {
    name: 'profile',
    about: 'Your account: name, company, contact details, membership and choices.',
    columns: ['id', 'email', 'first_name', 'last_name', 'name', 'company', 'job_title', 'phone', 'membership_tier', 'membership_expires_at', 'data_saver', 'wants_reminders', 'wants_course_updates', 'asked_about_upgrades_at', 'created_at', 'updated_at'],
    query: ({ id }) => sql`
      SELECT id, email, first_name, last_name, name, company, job_title, phone, membership_tier, membership_expires_at, data_saver,
        email_preferences_reminders AS wants_reminders, email_preferences_course_updates AS wants_course_updates,
        upgrade_interest_at AS asked_about_upgrades_at, created_at, updated_at
      FROM course_users WHERE id = ${id}`,
  },
  {
    name: 'business',
    about:
      "Your business as you described it (in a team, what you left unsaid is the owner's answer): team size, trade and postcode district, with the nation and region we place it in.",
    columns: ['team_size', 'trade', 'trade_other', 'postcode_district', 'nation', 'region', 'updated_at'],
    query: ({ id }) => sql`
      SELECT team_size, trade, trade_other, postcode_district, nation, region, updated_at FROM business_profiles WHERE learner_id = ${id}`,
  },
  {
    name: 'equality',
    about: 'Your answers to the optional equality questions (kept apart from your account, counted only in groups).',
    learnerOnly: true,
    columns: ['age_band', 'sex', 'ethnic_group', 'disability', 'updated_at'],
    query: ({ id }) => sql`
      SELECT a.age_band, a.sex, a.ethnic_group, a.disability, a.updated_at
      FROM equality_answers a JOIN business_profiles p ON p.id = a.respondent_id WHERE p.learner_id = ${id}`,
  },
  {
    name: 'impact-checks',
    about: "Your answers to each course's questions about your business (before, at the end and 90 days on), and the times you skipped them.",
    learnerOnly: true,
    columns: ['course', 'stage', 'professionalism', 'comparing_tools', 'rolling_out', 'improving', 'new_ways', 'admin_hours', 'software_spend', 'changes', 'skips', 'answered_at'],
    query: ({ id }) => sql`
      SELECT c.title AS course, k.stage, k.professionalism::float AS professionalism, k.comparing_tools::float AS comparing_tools,
        k.rolling_out::float AS rolling_out, k.improving::float AS improving, k.new_ways::float AS new_ways, k.admin_hours::float AS admin_hours,
        k.software_spend::float AS software_spend, k.changes, k.skips::int AS skips, k.answered_at
      FROM impact_checks k JOIN business_profiles p ON p.id = k.respondent_id JOIN courses c ON c.id = k.course_id
      WHERE p.learner_id = ${id} ORDER BY c.title, k.created_at`,
  },
  {
    name: 'team',
    about: 'The team you own or joined, and whether you share your progress with its owner.',
    columns: ['team', 'role', 'shares_progress', 'since'],
    query: ({ id }) => sql`
      SELECT t.name AS team, 'owner' AS role, NULL::boolean AS shares_progress, t.created_at AS since FROM teams t WHERE t.owner_id = ${id}
      UNION ALL
      SELECT t.name, 'member', m.shares_progress, m.created_at FROM team_members m JOIN teams t ON t.id = m.team_id WHERE m.learner_id = ${id}`,
  },
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
  {
    name: 'workbook',
    about: "Each time you sent a lesson's action to your coach: your answers (photos and voice notes by their id), and the coach's reply.",
    columns: ['course', 'lesson', 'round', 'sent_at', 'answers', 'coach_reply', 'verdict', 'replied_at'],
    query: ({ id }) => sql`
      SELECT c.title AS course, l.title AS lesson, s.round::int AS round, s.sent_at, s.answers::text AS answers, s.coach_reply,
        s.verdict::text AS verdict, s.replied_at
      FROM workbook_sends s JOIN workbook_answers a ON a.id = s.answer_id JOIN lessons l ON l.id = a.lesson_id JOIN courses c ON c.id = a.course_id
      WHERE a.learner_id = ${id} ORDER BY s.sent_at`,
  },
  {
    name: 'workbook-drafts',
    about: "What you are writing in each lesson's action, saved as you type, and where it stands.",
    columns: ['course', 'lesson', 'status', 'answers', 'saved_at'],
    query: ({ id }) => sql`
      SELECT c.title AS course, l.title AS lesson, a.status::text AS status, a.answers::text AS answers, a.draft_saved_at AS saved_at
      FROM workbook_answers a JOIN lessons l ON l.id = a.lesson_id JOIN courses c ON c.id = a.course_id
      WHERE a.learner_id = ${id} ORDER BY c.title, l.order_index`,
  },
  {
    name: 'workbook-files',
    about: 'The photos and voice notes you added to your answers (open them in My workbook, or download its PDF).',
    columns: ['id', 'kind', 'lesson', 'seconds', 'added_at'],
    query: ({ id }) => sql`
      SELECT f.client_id AS id, f.kind::text AS kind, l.title AS lesson, f.duration_seconds::float AS seconds, f.created_at AS added_at
      FROM workbook_files f JOIN lessons l ON l.id = f.lesson_id WHERE f.learner_id = ${id} ORDER BY f.created_at`,
  },
  {
    name: 'calendar-feed',
    about: 'Whether you subscribed to the calls in your calendar, and since when (its address is on your calls page).',
    columns: ['subscribed_since'],
    query: ({ id }) => sql`SELECT created_at AS subscribed_since FROM calendar_feeds WHERE learner_id = ${id}`,
  },
  {
    name: 'calls-joined',
    about: 'The calls you joined from this site (pressing "Join the call"), and when.',
    columns: ['call', 'starts_at', 'joined_at'],
    query: ({ id }) => sql`
      SELECT s.title AS call, s.starts_at, a.created_at AS joined_at
      FROM call_attendances a JOIN live_sessions s ON s.id = a.call_id WHERE a.learner_id = ${id} ORDER BY a.created_at`,
  },
  {
    name: 'mentoring',
    about: 'Your mentoring calls: when, with whom, what you wanted to cover, what you agreed, and your mentor\'s notes.',
    columns: ['starts_at', 'mentor', 'course', 'status', 'topic', 'phone', 'agreed_actions', 'mentor_notes', 'booked_at'],
    query: ({ id }) => sql`
      SELECT b.starts_at, p.name AS mentor, c.title AS course, b.status, b.topic, b.phone, b.agreed_actions, b.mentor_notes, b.created_at AS booked_at
      FROM mentoring_bookings b JOIN people p ON p.id = b.mentor_id JOIN courses c ON c.id = b.course_id WHERE b.learner_id = ${id} ORDER BY b.starts_at`,
  },
  {
    name: 'mails',
    about: 'The emails the programme sent you or meant to: which, to what address, and what happened to each.',
    columns: ['kind', 'to', 'subject', 'status', 'sent_at', 'created_at'],
    query: ({ id }) => sql`
      SELECT kind, "to", subject, status, sent_at, created_at FROM mail_deliveries WHERE learner_id = ${id} ORDER BY created_at`,
  },
  {
    name: 'certificates',
    about: 'Your certificates, with the code anyone can check at the address on each.',
    columns: ['course', 'name_on_certificate', 'completed_at', 'code', 'revoked_at'],
    query: ({ id }) => sql`
      SELECT course_title AS course, learner_name AS name_on_certificate, completed_at, code, revoked_at
      FROM certificates WHERE learner_id = ${id} ORDER BY completed_at`,
  },
  {
    name: 'requests',
    about: 'Your requests for access to paid courses, and the courses you asked to hear about when they open.',
    columns: ['kind', 'course', 'status', 'your_message', 'our_note', 'asked_at', 'answered_at'],
    query: ({ id, email }) => sql`
      SELECT 'access request' AS kind, c.title AS course, r.status::text AS status, r.message AS your_message, r.staff_note AS our_note,
        r.requested_at AS asked_at, r.decided_at AS answered_at
      FROM access_requests r JOIN courses c ON c.id = r.course_id WHERE r.learner_id = ${id}
      UNION ALL
      SELECT 'tell me when it opens', c.title, CASE WHEN i.notified_at IS NULL THEN 'waiting' ELSE 'told it opened' END, NULL, NULL, i.created_at, i.notified_at
      FROM course_interests i JOIN courses c ON c.id = i.course_id WHERE i.learner_id = ${id} OR i.email = ${email}
      ORDER BY asked_at`,
  },
  {
    name: 'contact-messages',
    about: 'The messages you sent us through the contact page with this email.',
    columns: ['name', 'email', 'company', 'phone', 'subject', 'message', 'sent_at'],
    query: ({ email }) => sql`
      SELECT name, email, company, phone, subject, message, created_at AS sent_at FROM contact_messages WHERE lower(email) = ${email} ORDER BY created_at`,
  },
  {
    name: 'waiting-list',
    about: 'Your entry on the programme waiting list, if you joined it with this email, and what you agreed to (it has a link of its own to change or remove it).',
    columns: ['name', 'email', 'company', 'team_size', 'consent_wording', 'consented_at', 'consent_address', 'confirmed_at', 'unsubscribed_at', 'joined_at'],
    query: ({ email }) => sql`
      SELECT name, email, company, team_size::text AS team_size, consent_wording, consented_at, consent_address, confirmed_at, unsubscribed_at,
        created_at AS joined_at
      FROM program_signups WHERE email = ${email}`,
  },
  {
    name: 'audit-events',
    about: 'The security record of your account: sign-ins, password and email changes, and what staff did to it, with the address each came from.',
    columns: ['event', 'outcome', 'client_address', 'detail', 'at'],
    query: ({ email }) => sql`
      SELECT event, outcome, client_address, detail, created_at AS at FROM audit_events
      WHERE account_type = 'learner' AND account_email = ${email} ORDER BY created_at`,
  },
]

const plain = (value: unknown): Value => {
  if (value === null || value === undefined) return null
  if (value instanceof Date) return value.toISOString()
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value
  return String(value)
}

/** The sections staff's copy leaves out, by name, with what each is. */
export const learnerOnlySections = sections.filter((section) => section.learnerOnly).map(({ name, about }) => ({ name, about }))

/** Reads every section `reader` may have for the learner (null when there is no such learner). */
export const collectLearnerData = async (payload: Payload, learnerId: string, reader: DataReader): Promise<DataSection[] | null> => {
  const found = await payload.db.drizzle.execute(sql`SELECT id, email FROM course_users WHERE id = ${learnerId}`)
  const learner = found.rows[0] as { id: string; email: string } | undefined
  if (!learner) return null
  const subject = { id: String(learner.id), email: learner.email }
  return Promise.all(
    sections
      .filter((section) => reader === 'learner' || !section.learnerOnly)
      .map(async ({ name, about, columns, query }) => {
        const result = await payload.db.drizzle.execute(query(subject))
        const rows = (result.rows as Record<string, unknown>[]).map((row) => Object.fromEntries(columns.map((column) => [column, plain(row[column])])))
        return { name, about, columns, rows }
      }),
  )
}
