import type { ClientBase } from 'pg'

import type { TableShape } from './catalogue'
import { publicTable, quoted } from './sqlNames'

/**
 * What a backup holds back because it is a live credential, so that a copy that leaks, or the restore of last week's,
 * lets nobody in: the rows of the session tables (a restore signs everyone out) and of the learners' single-use links
 * (password resets and email changes: stored as hashes, but valid for hours), and the reset token Payload keeps in
 * clear, with its expiry, in each account table (staff's `users`, learners' `course_users`). A restored site works as
 * it did; whoever had asked for a link asks again.
 */
export const credentialTables = ['users_sessions', 'course_users_sessions', 'password_reset_tokens', 'email_change_tokens']
export const credentialColumns = ['reset_password_token', 'reset_password_expiration']

/** A single-column foreign key into one of the tables held back. */
type Reference = { table: string; column: string; onDelete: string }

/**
 * Rows that point at the rows held back go the way a delete would take them (e.g. an edit lock on a reset token): left
 * out too, or kept with the key NULL where it is ON DELETE SET NULL. Otherwise the restore could not put the keys back.
 */
export const referencesIntoCredentials = async (client: ClientBase): Promise<Reference[]> =>
  (
    await client.query<Reference>(
      `SELECT c.conrelid::regclass::text AS table, a.attname::text AS column, c.confdeltype::text AS "onDelete"
       FROM pg_constraint c
       JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
       WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace AND cardinality(c.conkey) = 1
         AND c.confrelid::regclass::text = ANY($1::text[])`,
      [credentialTables],
    )
  ).rows

/** The query whose rows COPY writes into the backup for `table`: its columns, without the live credentials. */
export const backedUpRows = (table: TableShape, references: Reference[]): string => {
  const name = publicTable(table.name)
  if (credentialTables.includes(table.name)) return `SELECT ${table.columns.map(quoted).join(', ')} FROM ${name} WHERE false`
  const own = references.filter((reference) => reference.table === table.name)
  const nulled = new Set([...credentialColumns, ...own.filter((reference) => reference.onDelete === 'n').map((reference) => reference.column)])
  const values = table.columns.map((column) => (nulled.has(column) ? `NULL AS ${quoted(column)}` : quoted(column)))
  const kept = own.filter((reference) => reference.onDelete !== 'n').map((reference) => `${quoted(reference.column)} IS NULL`)
  return `SELECT ${values.join(', ')} FROM ${name}${kept.length ? ` WHERE ${kept.join(' AND ')}` : ''}`
}

/** For the manifest: the tables whose rows, and the `table.column`s whose values, the backup held back. */
export const heldBack = (tables: TableShape[]): { tables: string[]; columns: string[] } => ({
  tables: tables.filter((table) => credentialTables.includes(table.name)).map((table) => table.name),
  columns: tables.flatMap((table) => table.columns.filter((column) => credentialColumns.includes(column)).map((column) => `${table.name}.${column}`)),
})
