import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { listPublishedCourses } from '@/domains/content'
import { takeBusinessFromTeamOwner } from '@/domains/impact'
import { coursePublished } from '@/domains/learning'
import { readSignedToken, signToken } from '@/domains/mail'
import { enrolOnArrival } from '@/domains/onboarding'
import { isId } from '@/lib/rules/ids'
import { ukWeekStart } from '@/lib/rules/ukTime'
import { inTransaction } from '@/lib/server/db/inTransaction'
import { env } from '@/lib/server/env'
import { Refusal } from '@/lib/server/http/apiError'

import { inviteExpiry, inviteRefusal, joinPagePath, teamCourseChoicesOf, teamMessages, type InviteRefusal } from './contract/rules'
import type { TeamSummaryBody, TeamViewBody } from './contract/schemas'

export type TeamRefusal =
  | InviteRefusal
  | 'not-owner'
  | 'not-member'
  | 'already-owner'
  | 'in-another-team'
  | 'owner-cannot-join'
  | 'owner-cannot-leave'
  | 'not-a-team-course'

const refusalMessages: Record<TeamRefusal, string> = {
  forged: teamMessages.forged,
  replaced: teamMessages.replaced,
  expired: teamMessages.expired,
  full: teamMessages.full,
  'not-owner': teamMessages.notOwner,
  'not-member': teamMessages.notMember,
  'already-owner': teamMessages.alreadyOwner,
  'in-another-team': teamMessages.inAnotherTeam,
  'owner-cannot-join': teamMessages.ownerCannotJoin,
  'owner-cannot-leave': teamMessages.ownerCannotLeave,
  'not-a-team-course': teamMessages.notATeamCourse,
}

/** Why a team call was refused, in words the screens show. */
export class TeamRefused extends Refusal<TeamRefusal> {
  constructor(reason: TeamRefusal) {
    super(reason, refusalMessages[reason])
  }
}

const invitePurpose = 'team-invite'

type ChosenCourse = { id: string; title: string; isFree: boolean; status: 'available' | 'coming-soon' }

type TeamRow = {
  id: string
  name: string
  owner_id: string
  owner_name: string | null
  seat_cap: string | number
  invite_version: string | number
  invite_expires_at: string | Date
  seats_used: string | number
  courses: ChosenCourse[] | null
}

/** A team with its owner's name, the seats taken (the owner and each member) and the published courses the owner chose. */
const teamSelect = sql`
  SELECT t.id, t.name, t.owner_id, o.name AS owner_name, t.seat_cap, t.invite_version, t.invite_expires_at,
    1 + (SELECT count(*) FROM team_members m WHERE m.team_id = t.id) AS seats_used,
    (SELECT json_agg(json_build_object('id', c.id, 'title', c.title, 'isFree', c.is_free, 'status', c.status) ORDER BY r."order")
      FROM teams_rels r JOIN courses c ON c.id = r.courses_id WHERE r.parent_id = t.id AND r.path = 'courses' AND ${coursePublished}) AS courses
  FROM teams t JOIN course_users o ON o.id = t.owner_id`

export type TeamSummary = TeamSummaryBody

const toSummary = (row: TeamRow): TeamSummary => ({
  id: String(row.id),
  name: row.name,
  ownerName: row.owner_name ?? '',
  seatCap: Number(row.seat_cap),
  seatsUsed: Number(row.seats_used),
  // What joining enrols in now: a chosen course since made paid or coming soon is left out.
  courses: teamCourseChoicesOf((row.courses ?? []).map((course) => ({ ...course, id: String(course.id) }))),
})

/** The link an owner shares: signed for this team and its current version, so a new link ends the old one. */
const inviteOf = (row: TeamRow) => {
  const token = signToken(invitePurpose, `${row.id}:${Number(row.invite_version)}`)
  return { url: `${env.publicUrl}${joinPagePath(token)}`, expiresAt: new Date(row.invite_expires_at).toISOString() }
}

type CourseProgress = { title: string; lessonsDone: number; lessonCount: number }

export type MemberProgress = {
  name: string
  joinedAt: string
  sharesProgress: boolean
  /** Only for a member who shares their progress: null otherwise, never read. */
  progress: { courses: CourseProgress[]; lastActiveAt: string | null; certificates: string[] } | null
}

export type TeamView = TeamViewBody

/**
 * The members of a team as its owner sees them: each by name, and the courses, lessons done, last activity and
 * certificates of those who share their progress. A member who does not share is read by name only: the query
 * never fetches their progress.
 */
const membersOf = async (payload: Payload, teamId: string): Promise<MemberProgress[]> => {
  const result = await payload.db.drizzle.execute(sql`
    SELECT u.name, m.created_at, m.shares_progress,
      CASE WHEN m.shares_progress THEN (
        SELECT coalesce(json_agg(json_build_object('title', c.title, 'lessonsDone', e.completed_lessons::int, 'lessonCount', c.lesson_count::int) ORDER BY c.title), '[]'::json)
        FROM enrollments e JOIN courses c ON c.id = e.course_id WHERE e.user_id = u.id) END AS courses,
      CASE WHEN m.shares_progress THEN (SELECT max(e.last_completed_at) FROM enrollments e WHERE e.user_id = u.id) END AS last_active_at,
      CASE WHEN m.shares_progress THEN (
        SELECT coalesce(json_agg(cert.course_title ORDER BY cert.completed_at), '[]'::json) FROM certificates cert WHERE cert.learner_id = u.id AND cert.revoked_at IS NULL) END AS certificates
    FROM team_members m JOIN course_users u ON u.id = m.learner_id
    WHERE m.team_id = ${teamId} ORDER BY u.name, m.created_at`)
  type Row = { name: string; created_at: string | Date; shares_progress: boolean; courses: CourseProgress[] | null; last_active_at: string | Date | null; certificates: string[] | null }
  return (result.rows as Row[]).map((row) => ({
    name: row.name,
    joinedAt: new Date(row.created_at).toISOString(),
    sharesProgress: row.shares_progress,
    progress: row.shares_progress
      ? { courses: row.courses ?? [], lastActiveAt: row.last_active_at ? new Date(row.last_active_at).toISOString() : null, certificates: row.certificates ?? [] }
      : null,
  }))
}

/** The learner's team, as owner or member; `{ role: null }` when they are in none. */
export const findTeamView = async (payload: Payload, learnerId: string): Promise<TeamView> => {
  const owned = (await payload.db.drizzle.execute(sql`${teamSelect} WHERE t.owner_id = ${learnerId}`)).rows[0] as TeamRow | undefined
  if (owned) return { role: 'owner', team: toSummary(owned), invite: inviteOf(owned), members: await membersOf(payload, String(owned.id)) }
  const joined = (
    await payload.db.drizzle.execute(sql`
      SELECT team.*, m.shares_progress FROM team_members m JOIN LATERAL (${teamSelect} WHERE t.id = m.team_id) team ON true WHERE m.learner_id = ${learnerId}`)
  ).rows[0] as (TeamRow & { shares_progress: boolean }) | undefined
  return joined ? { role: 'member', team: toSummary(joined), sharesProgress: joined.shares_progress } : { role: null }
}

/** The courses an owner may choose for their team: free courses open now, in the catalogue's order. */
export const teamCourseChoices = async (payload: Payload) => teamCourseChoicesOf(await listPublishedCourses(payload))

/**
 * Makes the learner's team (named after their company unless they name it) with its first invite link and the courses
 * its members will learn (`courseIds`, each one of teamCourseChoices, in the owner's order).
 */
export const createTeam = async (
  payload: Payload,
  learner: { id: string; company?: string | null },
  team: { name?: string; courseIds?: string[] },
  now = new Date(),
): Promise<TeamView> => {
  const courseIds = [...new Set(team.courseIds ?? [])]
  if (courseIds.length) {
    const choices = new Set((await teamCourseChoices(payload)).map((course) => course.id))
    if (courseIds.some((id) => !choices.has(id))) throw new TeamRefused('not-a-team-course')
  }
  const member = await payload.db.drizzle.execute(sql`SELECT 1 FROM team_members WHERE learner_id = ${learner.id}`)
  if (member.rows.length) throw new TeamRefused('in-another-team')
  await inTransaction(payload, async (_req, db) => {
    const [created] = (
      await db.execute(sql`
        INSERT INTO teams (name, owner_id, invite_expires_at) VALUES (${team.name || learner.company || 'My team'}, ${learner.id}, ${inviteExpiry(now).toISOString()})
        ON CONFLICT (owner_id) DO NOTHING RETURNING id`)
    ).rows as { id: string }[]
    if (!created) throw new TeamRefused('already-owner')
    for (const [index, courseId] of courseIds.entries()) {
      await db.execute(sql`INSERT INTO teams_rels ("order", parent_id, path, courses_id) VALUES (${index + 1}, ${created.id}, 'courses', ${courseId})`)
    }
  })
  return findTeamView(payload, learner.id)
}

/** A new invite link for the owner's team, lasting 30 days; the old link then answers 410. */
export const renewInvite = async (payload: Payload, learnerId: string, now = new Date()): Promise<TeamView> => {
  const renewed = await payload.db.drizzle.execute(sql`
    UPDATE teams SET invite_version = invite_version + 1, invite_expires_at = ${inviteExpiry(now).toISOString()}, updated_at = now()
    WHERE owner_id = ${learnerId} RETURNING id`)
  if (!renewed.rows.length) throw new TeamRefused('not-owner')
  return findTeamView(payload, learnerId)
}

/** The team an invite link names, whatever its state: null for a link that is not ours (or a team gone). */
const teamOfToken = async (payload: Payload, token: string): Promise<{ row: TeamRow; version: number } | null> => {
  const [teamId, version] = readSignedToken(invitePurpose, token)?.split(':') ?? []
  if (!isId(teamId) || !/^\d+$/.test(version ?? '')) return null
  const row = (await payload.db.drizzle.execute(sql`${teamSelect} WHERE t.id = ${teamId}`)).rows[0] as TeamRow | undefined
  return row ? { row, version: Number(version) } : null
}

const refusalOf = (found: { row: TeamRow; version: number }, now: Date) =>
  inviteRefusal({
    version: found.version,
    currentVersion: Number(found.row.invite_version),
    expiresAt: new Date(found.row.invite_expires_at),
    now,
    seatsUsed: Number(found.row.seats_used),
    seatCap: Number(found.row.seat_cap),
  })

/** What an invite link opens, for the join page: the team, or why it is refused (404 forged; 410 replaced or expired; 409 full). */
export const lookUpInvite = async (payload: Payload, token: string, now = new Date()): Promise<TeamSummary> => {
  const found = await teamOfToken(payload, token)
  if (!found) throw new TeamRefused('forged')
  const refused = refusalOf(found, now)
  if (refused) throw new TeamRefused(refused)
  return toSummary(found.row)
}

/**
 * Joins the learner to the invite's team, with their choice to share their progress, then enrols them in the team's
 * courses (with the enrolment mail) and takes what they have not said about their business from the owner's answers:
 * the team is one business. Joining the same team again adds nothing (each enrolment is made once); the seats are
 * counted with the team's row locked, so two people cannot take the last seat.
 */
export const joinTeam = async (payload: Payload, learner: { id: string; email: string }, token: string, sharesProgress: boolean, now = new Date()): Promise<TeamView> => {
  const learnerId = learner.id
  const found = await teamOfToken(payload, token)
  if (!found) throw new TeamRefused('forged')
  const teamId = String(found.row.id)
  await inTransaction(payload, async (_req, db) => {
    const [membership] = (await db.execute(sql`SELECT team_id FROM team_members WHERE learner_id = ${learnerId}`)).rows as { team_id: string }[]
    if (membership && String(membership.team_id) === teamId) return
    if (membership) throw new TeamRefused('in-another-team')
    if (String(found.row.owner_id) === learnerId) return
    if ((await db.execute(sql`SELECT 1 FROM teams WHERE owner_id = ${learnerId}`)).rows.length) throw new TeamRefused('owner-cannot-join')
    // The lock first, then the seats in a statement of their own: it sees the joins committed while this one waited
    // (a count in the locking statement would be read from the snapshot taken before the wait).
    await db.execute(sql`SELECT 1 FROM teams WHERE id = ${teamId} FOR UPDATE`)
    const [locked] = (await db.execute(sql`${teamSelect} WHERE t.id = ${teamId}`)).rows as TeamRow[]
    const refused = locked ? refusalOf({ row: locked, version: found.version }, now) : 'forged'
    if (refused) throw new TeamRefused(refused)
    await db.execute(sql`INSERT INTO team_members (team_id, learner_id, shares_progress) VALUES (${teamId}, ${learnerId}, ${sharesProgress})`)
  })
  const view = await findTeamView(payload, learnerId)
  if (view.role === 'member' && view.team.id === teamId) {
    for (const course of view.team.courses) await enrolOnArrival(payload, learner, course.id)
    await takeBusinessFromTeamOwner(payload, learnerId, String(found.row.owner_id))
  }
  return view
}

/** Whether the learner owns a team (the signed-in menu then has "My team"). */
export const ownsTeam = async (payload: Payload, learnerId: string): Promise<boolean> =>
  (await payload.db.drizzle.execute(sql`SELECT 1 FROM teams WHERE owner_id = ${learnerId}`)).rows.length > 0

/** For a team's owner, how many members started this week (joined, and so began the team's courses); null for anyone else. */
export const membersStartedThisWeek = async (payload: Payload, learnerId: string, now = new Date()): Promise<number | null> => {
  const result = await payload.db.drizzle.execute(sql`
    SELECT (SELECT count(*) FROM team_members m WHERE m.team_id = t.id AND m.created_at >= ${ukWeekStart(now).toISOString()})::int AS started
    FROM teams t WHERE t.owner_id = ${learnerId}`)
  const row = result.rows[0] as { started: number } | undefined
  return row ? row.started : null
}

/** The member leaves their team (the owner cannot: their team is theirs). */
export const leaveTeam = async (payload: Payload, learnerId: string): Promise<TeamView> => {
  const left = await payload.db.drizzle.execute(sql`DELETE FROM team_members WHERE learner_id = ${learnerId} RETURNING id`)
  if (!left.rows.length) {
    const owns = (await payload.db.drizzle.execute(sql`SELECT 1 FROM teams WHERE owner_id = ${learnerId}`)).rows.length
    throw new TeamRefused(owns ? 'owner-cannot-leave' : 'not-member')
  }
  return { role: null }
}

/** The member's choice to share their progress with the owner, changed at any time. */
export const setProgressSharing = async (payload: Payload, learnerId: string, sharesProgress: boolean): Promise<TeamView> => {
  const changed = await payload.db.drizzle.execute(sql`
    UPDATE team_members SET shares_progress = ${sharesProgress}, updated_at = now() WHERE learner_id = ${learnerId} RETURNING id`)
  if (!changed.rows.length) throw new TeamRefused('not-member')
  return findTeamView(payload, learnerId)
}

export type TeamReportRow = { id: string; name: string; ownerName: string; ownerCompany: string | null; people: number; seatCap: number; sharing: number; learnersWithCertificates: number; certificates: number; createdAt: string }

/**
 * Every team for staff, biggest first: its owner, how many people (owner included), how many members share their
 * progress, and the certificates its people hold. Staff see the firm's totals, not a member's progress.
 */
export const teamsReport = async (payload: Payload): Promise<TeamReportRow[]> => {
  const result = await payload.db.drizzle.execute(sql`
    WITH people AS (
      SELECT t.id AS team_id, t.owner_id AS learner_id FROM teams t
      UNION ALL SELECT m.team_id, m.learner_id FROM team_members m
    )
    SELECT t.id, t.name, o.name AS owner_name, o.company AS owner_company, t.seat_cap, t.created_at,
      (SELECT count(*) FROM people p WHERE p.team_id = t.id)::int AS people,
      (SELECT count(*) FROM team_members m WHERE m.team_id = t.id AND m.shares_progress)::int AS sharing,
      (SELECT count(DISTINCT c.learner_id) FROM people p JOIN certificates c ON c.learner_id = p.learner_id AND c.revoked_at IS NULL WHERE p.team_id = t.id)::int AS learners_with_certificates,
      (SELECT count(*) FROM people p JOIN certificates c ON c.learner_id = p.learner_id AND c.revoked_at IS NULL WHERE p.team_id = t.id)::int AS certificates
    FROM teams t JOIN course_users o ON o.id = t.owner_id
    ORDER BY people DESC, t.name`)
  type Row = { id: string; name: string; owner_name: string | null; owner_company: string | null; seat_cap: string | number; created_at: string | Date; people: number; sharing: number; learners_with_certificates: number; certificates: number }
  return (result.rows as Row[]).map((row) => ({
    id: String(row.id),
    name: row.name,
    ownerName: row.owner_name ?? '',
    ownerCompany: row.owner_company,
    people: row.people,
    seatCap: Number(row.seat_cap),
    sharing: row.sharing,
    learnersWithCertificates: row.learners_with_certificates,
    certificates: row.certificates,
    createdAt: new Date(row.created_at).toISOString(),
  }))
}
