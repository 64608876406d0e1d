import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { TeamSize } from '@/lib/validation/teamSizes'
import type { TableRow } from '@/lib/server/db/tableRow'
import type { program_signups } from '@/payload-generated-schema'

export type WaitingListEntry = {
  id: string
  name: string
  email: string
  company: string | null
  teamSize: TeamSize | null
  confirmedAt: string | null
  unsubscribedAt: string | null
}

type EntryRow = Pick<TableRow<typeof program_signups>, 'id' | 'name' | 'email' | 'company' | 'team_size' | 'confirmed_at' | 'unsubscribed_at'>

const iso = (value: Date | string | null): string | null => (value == null ? null : new Date(value).toISOString())

const entryOf = (row: EntryRow | undefined): WaitingListEntry | null =>
  row
    ? {
        id: String(row.id),
        name: row.name,
        email: row.email,
        company: row.company,
        teamSize: row.team_size,
        confirmedAt: iso(row.confirmed_at),
        unsubscribedAt: iso(row.unsubscribed_at),
      }
    : null

const entryColumns = sql`id, name, email, company, team_size, confirmed_at, unsubscribed_at`

export type NewEntry = { name: string; email: string; company?: string | null; teamSize: TeamSize; consent: true }

/** What the person agreed to, as the form showed it, when and from which address. */
export type ConsentRecord = { wording: string; address: string }

/**
 * Adds the person to the list, keeping what they agreed to. An email already on the list changes nothing (anyone can
 * type anyone's email): `joined` says which happened, and the id is the entry's either way.
 */
export const addEntry = async (payload: Payload, entry: NewEntry, consent: ConsentRecord): Promise<{ id: string; joined: boolean }> => {
  const result = await payload.db.drizzle.execute(sql`
    WITH inserted AS (
      INSERT INTO program_signups (name, email, company, team_size, consent, consent_wording, consented_at, consent_address)
      VALUES (${entry.name}, ${entry.email}, ${entry.company ?? null}, ${entry.teamSize}, ${entry.consent}, ${consent.wording}, now(), ${consent.address})
      ON CONFLICT (email) DO NOTHING
      RETURNING id)
    SELECT id, true AS joined FROM inserted
    UNION ALL
    SELECT id, false AS joined FROM program_signups WHERE email = ${entry.email} AND NOT EXISTS (SELECT 1 FROM inserted)`)
  const row = result.rows[0] as { id: string; joined: boolean }
  return { id: String(row.id), joined: row.joined }
}

export const findEntry = async (payload: Payload, id: string): Promise<WaitingListEntry | null> => {
  const result = await payload.db.drizzle.execute(sql`SELECT ${entryColumns} FROM program_signups WHERE id = ${id}`)
  return entryOf(result.rows[0] as EntryRow | undefined)
}

const changeEntry = async (payload: Payload, id: string, change: ReturnType<typeof sql>): Promise<WaitingListEntry | null> => {
  const result = await payload.db.drizzle.execute(sql`UPDATE program_signups SET ${change}, updated_at = now() WHERE id = ${id} RETURNING ${entryColumns}`)
  return entryOf(result.rows[0] as EntryRow | undefined)
}

/** The person opened our mail's link and confirmed: the first confirmation's time stays. */
export const confirmEntry = (payload: Payload, id: string) => changeEntry(payload, id, sql`confirmed_at = COALESCE(confirmed_at, now())`)

export type EntryDetails = { name: string; company?: string | null; teamSize: TeamSize }

export const updateEntryDetails = (payload: Payload, id: string, details: EntryDetails) =>
  changeEntry(payload, id, sql`name = ${details.name}, company = ${details.company ?? null}, team_size = ${details.teamSize}`)

/** Whether the person gets waiting-list mail (announcements); their place on the list stays either way. */
export const setEntryMail = (payload: Payload, id: string, wantsMail: boolean) =>
  changeEntry(payload, id, wantsMail ? sql`unsubscribed_at = NULL` : sql`unsubscribed_at = COALESCE(unsubscribed_at, now())`)

/** Removes the entry; mails already recorded for it keep their history without it. Whether there was one to remove. */
export const removeEntry = async (payload: Payload, id: string): Promise<boolean> => {
  const result = await payload.db.drizzle.execute(sql`DELETE FROM program_signups WHERE id = ${id} RETURNING id`)
  return result.rows.length > 0
}
