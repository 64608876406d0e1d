import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { modulesOf, type LearnerDataSection } from '@/lib/server/featureModule'

type Value = string | number | boolean | null

/** One part of a learner's data: what it is, and its rows with the same columns each. */
export type DataSection = { name: string; about: string; columns: readonly string[]; rows: Record<string, Value>[] }

/**
 * Who asked for the download: the learner, from their account; or staff, answering the learner's request by email.
 * Staff's copy leaves out what staff may only ever count in groups (`learnerOnly`): the privacy page promises it.
 */
export type DataReader = 'learner' | 'staff'

/** The sections `reader` may have, from every module in the list's order (src/domains/modules.ts). */
const sectionsFor = (payload: Payload, reader: DataReader): LearnerDataSection[] =>
  modulesOf(payload)
    .flatMap((feature) => feature.learnerData ?? [])
    .filter((section) => reader === 'learner' || !section.learnerOnly)

const plain = (value: unknown): Value => {
  if (value === null || value === undefined) return null
  if (value instanceof Date) return value.toISOString()
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value
  return String(value)
}

/** The sections staff's copy leaves out, by name, with what each is. */
export const learnerOnlySections = (payload: Payload): { name: string; about: string }[] =>
  sectionsFor(payload, 'learner')
    .filter((section) => section.learnerOnly)
    .map(({ name, about }) => ({ name, about }))

/** Reads every section `reader` may have for the learner (null when there is no such learner). */
export const collectLearnerData = async (payload: Payload, learnerId: string, reader: DataReader): Promise<DataSection[] | null> => {
  const found = await payload.db.drizzle.execute(sql`SELECT id, email FROM course_users WHERE id = ${learnerId}`)
  const learner = found.rows[0] as { id: string; email: string } | undefined
  if (!learner) return null
  const subject = { id: String(learner.id), email: learner.email }
  return Promise.all(
    sectionsFor(payload, reader).map(async ({ name, about, columns, query }) => {
        const result = await payload.db.drizzle.execute(query(subject))
        const rows = (result.rows as Record<string, unknown>[]).map((row) => Object.fromEntries(columns.map((column) => [column, plain(row[column])])))
        return { name, about, columns, rows }
      }),
  )
}
