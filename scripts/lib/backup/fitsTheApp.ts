import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import type { AppFacts } from './appFacts'
import { BackupProblem } from './backupProblem'
import type { Manifest } from './manifest'
import { checkMigrationsKnown } from './migrations'
import { uploadTarget } from './uploadFiles'

/**
 * The migrations' schema snapshots: beside this file's folder in a working copy, or beside dist/ where this code runs
 * compiled into dist/db-restore.js (the image, whose tree holds the snapshots: scripts/assemble-runtime.ts).
 */
const migrationsDir =
  [path.resolve(import.meta.dirname, '../../../src/migrations'), path.resolve(import.meta.dirname, '../src/migrations')].find((dir) => existsSync(dir)) ?? ''

type Snapshot = { tables: Record<string, { name: string; columns: Record<string, { name: string }> }> }

/**
 * Every table and column the app's migrations up to `names`' last have made, from the schema snapshot Payload saves
 * beside each migration. All of them, not only the last one's: a table or column the code stopped using stays in the
 * database for a release or more (README, "Changing the data model") and so in backups.
 */
const schemaUpTo = (names: string[]): Map<string, Set<string>> => {
  const schema = new Map<string, Set<string>>()
  for (const name of names) {
    const file = path.join(migrationsDir, `${name}.json`)
    if (!existsSync(file)) continue
    const snapshot = JSON.parse(readFileSync(file, 'utf8')) as Snapshot
    for (const table of Object.values(snapshot.tables)) {
      const columns = schema.get(table.name) ?? new Set<string>()
      for (const column of Object.values(table.columns)) columns.add(column.name)
      schema.set(table.name, columns)
    }
  }
  return schema
}

/**
 * Refuses, before a restore touches anything, a backup naming what this app does not have: a migration, a table or
 * column its migrations do not make, an upload collection, or an upload file outside that collection's folder. A
 * signed manifest never does; this keeps a restore to the app's own tables and folders should one get through.
 */
export const checkBackupFitsApp = (manifest: Manifest, app: AppFacts): void => {
  checkMigrationsKnown(manifest.migrations, app.migrations)
  const schema = schemaUpTo(app.migrations.filter((name) => manifest.migrations.includes(name)))
  for (const table of manifest.tables) {
    const columns = schema.get(table.name)
    if (!columns) throw new BackupProblem(`The backup's manifest names the table ${table.name}, which this app does not have. Nothing was restored.`)
    const unknown = table.columns.filter((column) => !columns.has(column))
    if (unknown.length) throw new BackupProblem(`The backup's manifest names ${unknown.map((column) => `${table.name}.${column}`).join(', ')}, which this app does not have. Nothing was restored.`)
  }
  for (const entry of manifest.uploads) {
    const folder = app.uploads.find((each) => each.collection === entry.collection)
    if (!folder) throw new BackupProblem(`The backup's manifest names the upload collection ${entry.collection}, which this app does not have. Nothing was restored.`)
    for (const file of entry.files) uploadTarget(folder.dir, file.name, entry.collection)
  }
}
