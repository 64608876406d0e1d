import path from 'node:path'

import type { ClientBase } from 'pg'

import { BackupProblem } from './backupProblem'
import { publicSequences, publicTables, sequenceColumns, type TableShape } from './catalogue'
import type { Manifest } from './manifest'
import { publicTable, quoted } from './sqlNames'
import { copyFileToTable } from './tableData'

type ForeignKey = { table: string; name: string; definition: string }

/** The schema the backup's migrations built must hold every table and column the backup has rows for. */
const checkTablesMatch = (manifest: Manifest, tables: TableShape[]): void => {
  const here = new Map(tables.map((table) => [table.name, new Set(table.columns)]))
  for (const table of manifest.tables) {
    const columns = here.get(table.name)
    if (!columns) throw new BackupProblem(`The backup has rows for the table ${table.name}, which its migrations did not create here.`)
    const missing = table.columns.filter((column) => !columns.has(column))
    if (missing.length) throw new BackupProblem(`The backup has values for ${table.name}.${missing.join(`, ${table.name}.`)}, which its migrations did not create here.`)
  }
}

/**
 * Takes the foreign keys off while the rows go in, so the tables load in any order, and returns them to put back.
 * Putting them back checks every reference. (`session_replication_role = replica` would do without this, but only
 * a superuser may set it, and a managed server's app role is none.)
 */
const dropForeignKeys = async (client: ClientBase): Promise<ForeignKey[]> => {
  const { rows } = await client.query<ForeignKey>(`
    SELECT conrelid::regclass::text AS table, conname::text AS name, pg_get_constraintdef(oid) AS definition
    FROM pg_constraint WHERE contype = 'f' AND connamespace = 'public'::regnamespace ORDER BY 1, 2`)
  for (const key of rows) await client.query(`ALTER TABLE ${key.table} DROP CONSTRAINT ${quoted(key.name)}`)
  return rows
}

const addForeignKeys = async (client: ClientBase, keys: ForeignKey[]): Promise<void> => {
  for (const key of keys) await client.query(`ALTER TABLE ${key.table} ADD CONSTRAINT ${quoted(key.name)} ${key.definition}`)
}

/** Every sequence to the value it had in the backup, or past the highest value its column now holds if that is more. */
const resetSequences = async (client: ClientBase, manifest: Manifest): Promise<void> => {
  const backedUp = new Map(manifest.sequences.map((sequence) => [sequence.name, sequence.lastValue]))
  const columns = new Map((await sequenceColumns(client)).map((owner) => [owner.sequence, owner]))
  for (const { name } of await publicSequences(client)) {
    const owner = columns.get(name)
    const highest = owner ? (await client.query<{ max: string | null }>(`SELECT max(${quoted(owner.column)})::text AS max FROM ${quoted(owner.table)}`)).rows[0].max : null
    const candidates = [backedUp.get(name), highest].filter((value): value is string => value !== null && value !== undefined).map(BigInt)
    if (candidates.length === 0) continue
    const value = candidates.reduce((a, b) => (a > b ? a : b))
    await client.query('SELECT setval($1::regclass, $2::bigint, true)', [quoted(name), value.toString()])
  }
}

/**
 * The backup's rows into the schema its migrations built, in one transaction: whatever the migrations wrote is
 * emptied, every table is loaded from its file (and must hold as many rows as the manifest says), the foreign keys
 * are checked again, and the sequences carry on from where they were.
 */
export const loadTables = async (client: ClientBase, dir: string, manifest: Manifest, identity: string | null): Promise<void> => {
  await client.query('BEGIN')
  try {
    const tables = await publicTables(client)
    checkTablesMatch(manifest, tables)
    const foreignKeys = await dropForeignKeys(client)
    // The app's schema has no triggers of its own today; should one come, loading rows must not set it off.
    for (const table of tables) await client.query(`ALTER TABLE ${publicTable(table.name)} DISABLE TRIGGER USER`)
    if (tables.length) await client.query(`TRUNCATE ${tables.map((table) => publicTable(table.name)).join(', ')} RESTART IDENTITY`)
    for (const table of manifest.tables) {
      const loaded = await copyFileToTable(client, table, path.join(dir, table.file.path), identity, dir)
      if (loaded !== table.rows) throw new BackupProblem(`The backup's ${table.file.path} holds ${loaded} rows where its manifest says ${table.rows}.`)
    }
    for (const table of tables) await client.query(`ALTER TABLE ${publicTable(table.name)} ENABLE TRIGGER USER`)
    await addForeignKeys(client, foreignKeys)
    await resetSequences(client, manifest)
    await client.query('COMMIT')
  } catch (error) {
    await client.query('ROLLBACK')
    throw error
  }
}
