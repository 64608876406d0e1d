import type { ClientBase } from 'pg'

import { publicTable } from './sqlNames'

/**
 * What the `public` schema holds, read from Postgres's catalogue (the same on 15 and 18). The app's schema is all
 * there: Payload's tables, enums and sequences, and `payload_migrations`.
 */
export type TableShape = { name: string; columns: string[] }

/** Every table of `public` with its columns in order, leaving out generated columns (Postgres computes those). */
export const publicTables = async (client: ClientBase): Promise<TableShape[]> =>
  (
    await client.query<TableShape>(`
      SELECT c.relname AS name, array_agg(a.attname::text ORDER BY a.attnum) AS columns
      FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
      GROUP BY c.relname
      ORDER BY c.relname`)
  ).rows

/** Every sequence of `public` and the last value it handed out (null when never used). */
export const publicSequences = async (client: ClientBase): Promise<{ name: string; lastValue: string | null }[]> =>
  (
    await client.query<{ name: string; lastValue: string | null }>(
      `SELECT sequencename::text AS name, last_value::text AS "lastValue" FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename`,
    )
  ).rows

/** Sequences that number a column (serial and identity columns), with that column. */
export const sequenceColumns = async (client: ClientBase): Promise<{ sequence: string; table: string; column: string }[]> =>
  (
    await client.query<{ sequence: string; table: string; column: string }>(`
      SELECT s.relname::text AS sequence, t.relname::text AS table, a.attname::text AS column
      FROM pg_depend d
      JOIN pg_class s ON s.oid = d.objid AND s.relkind = 'S'
      JOIN pg_namespace n ON n.oid = s.relnamespace AND n.nspname = 'public'
      JOIN pg_class t ON t.oid = d.refobjid
      JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = d.refobjsubid
      WHERE d.classid = 'pg_class'::regclass AND d.refclassid = 'pg_class'::regclass AND d.deptype IN ('a', 'i')`)
  ).rows

/** The names of the Payload migrations applied to this database; null when it has no `payload_migrations` table. */
export const appliedMigrations = async (client: ClientBase): Promise<string[] | null> => {
  const { rows } = await client.query<{ exists: boolean }>(`SELECT to_regclass('public.payload_migrations') IS NOT NULL AS exists`)
  if (!rows[0].exists) return null
  return (await client.query<{ name: string }>('SELECT name FROM payload_migrations ORDER BY name')).rows.map((row) => row.name)
}

/** The tables of `public` that hold at least one row. */
export const tablesWithRows = async (client: ClientBase): Promise<string[]> => {
  const found: string[] = []
  for (const table of await publicTables(client)) {
    const { rowCount } = await client.query(`SELECT 1 FROM ${publicTable(table.name)} LIMIT 1`)
    if (rowCount) found.push(table.name)
  }
  return found
}
