import { sql } from '@payloadcms/db-postgres'
import type { CollectionSlug, PayloadRequest } from 'payload'

import type { AuditEventName } from '@/domains/audit'
import { changedFields } from '@/lib/rules/changedFields'
import { ukDateTime } from '@/lib/rules/ukTime'
import { relationId } from '@/lib/rules/ids'

type Doc = Record<string, unknown>

/** What the trail says of one staff action: the sentence before "by {staff}", and the learner it concerns, if any. */
export type ActionRecord = { what: string; learnerEmail?: string | null }

/** One kind of staff action on a collection, recorded as `event` when `when` says the write is that action. */
export type StaffActionRule = {
  collection: CollectionSlug
  on: 'create' | 'update' | 'delete'
  event: AuditEventName
  /** For an update: is this write the action (a field changed to ...)? Every write of its kind when absent. */
  when?: (before: Doc | undefined, after: Doc) => boolean
  describe: (doc: Doc, before: Doc | undefined, req: PayloadRequest) => Promise<ActionRecord>
}

const readOne = async <T>(req: PayloadRequest, query: ReturnType<typeof sql>): Promise<T | undefined> => (await req.payload.db.drizzle.execute(query)).rows[0] as T | undefined

const learnerEmail = async (req: PayloadRequest, learner: unknown): Promise<string | null> => {
  const id = relationId(learner)
  return id ? ((await readOne<{ email: string }>(req, sql`SELECT email FROM course_users WHERE id = ${id}`))?.email ?? null) : null
}

const teamName = async (req: PayloadRequest, team: unknown): Promise<string> => {
  const id = relationId(team)
  return (id && (await readOne<{ name: string }>(req, sql`SELECT name FROM teams WHERE id = ${id}`))?.name) || 'a team no longer there'
}

const mentorName = async (req: PayloadRequest, mentor: unknown): Promise<string> => {
  const id = relationId(mentor)
  return (id && (await readOne<{ name: string }>(req, sql`SELECT name FROM people WHERE id = ${id}`))?.name) || 'a mentor no longer listed'
}

const when = (value: unknown) => (typeof value === 'string' || value instanceof Date ? `${ukDateTime(value)} (UK time)` : 'an unknown time')

const quoted = (value: unknown) => `"${String(value ?? '')}"`

/**
 * The staff actions on the newer surfaces that the audit trail records, beside the accounts, certificates and
 * exports recorded where they happen: one list, applied to the collections by ./staffActionsAuditPlugin.ts.
 */
export const auditedStaffActions: StaffActionRule[] = [
  {
    collection: 'team-members',
    on: 'delete',
    event: 'team-member-removed',
    describe: async (doc, _before, req) => ({ what: `removed from the team ${quoted(await teamName(req, doc.team))}`, learnerEmail: await learnerEmail(req, doc.learner) }),
  },
  {
    collection: 'teams',
    on: 'update',
    event: 'team-seat-cap-changed',
    when: (before, after) => changedFields(before, after, ['seatCap']).length > 0,
    describe: async (doc, before) => ({ what: `the seat cap of the team ${quoted(doc.name)} changed from ${String(before?.seatCap ?? 'none')} to ${String(doc.seatCap)}` }),
  },
  {
    collection: 'teams',
    on: 'delete',
    event: 'team-deleted',
    describe: async (doc, _before, req) => ({ what: `the team ${quoted(doc.name)} deleted, with its members`, learnerEmail: await learnerEmail(req, doc.owner) }),
  },
  {
    collection: 'live-sessions',
    on: 'update',
    event: 'call-cancelled',
    when: (before, after) => !before?.cancelled && Boolean(after.cancelled),
    describe: async (doc) => ({ what: `the call ${quoted(doc.title)} of ${when(doc.startsAt)} cancelled` }),
  },
  {
    collection: 'live-sessions',
    on: 'delete',
    event: 'call-cancelled',
    describe: async (doc) => ({ what: `the call ${quoted(doc.title)} of ${when(doc.startsAt)} deleted` }),
  },
  {
    collection: 'mentoring-bookings',
    on: 'update',
    event: 'mentoring-booking-cancelled',
    when: (before, after) => before?.status !== 'cancelled' && after.status === 'cancelled',
    describe: async (doc, _before, req) => ({
      what: `the mentoring call of ${when(doc.startsAt)} with ${await mentorName(req, doc.mentor)} cancelled`,
      learnerEmail: await learnerEmail(req, doc.learner),
    }),
  },
  {
    collection: 'mentoring-slots',
    on: 'delete',
    event: 'mentoring-slot-deleted',
    describe: async (doc, _before, req) => ({ what: `the mentoring slot of ${when(doc.startsAt)} with ${await mentorName(req, doc.mentor)} deleted` }),
  },
  {
    collection: 'coach-comments',
    on: 'create',
    event: 'saved-comment-created',
    describe: async (doc) => ({ what: `the saved comment ${quoted(doc.label)} created` }),
  },
  {
    collection: 'coach-comments',
    on: 'update',
    event: 'saved-comment-changed',
    when: (before, after) => changedFields(before, after, ['label', 'text']).length > 0,
    describe: async (doc, before) => ({ what: `the saved comment ${quoted(doc.label)} changed (${changedFields(before, doc, ['label', 'text']).join(', ')})` }),
  },
  {
    collection: 'coach-comments',
    on: 'delete',
    event: 'saved-comment-deleted',
    describe: async (doc) => ({ what: `the saved comment ${quoted(doc.label)} deleted` }),
  },
]
