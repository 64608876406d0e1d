import pg from 'pg'

import { BackupProblem } from './backupProblem'
import { appliedMigrations } from './catalogue'
import { runPayloadScript } from './payloadProcess'

/** Refuses a backup whose schema this code cannot build: one that names a migration the code does not have. */
export const checkMigrationsKnown = (names: string[], known: string[]): void => {
  const unknown = names.filter((name) => !known.includes(name))
  if (unknown.length === 0) return
  throw new BackupProblem(
    `The backup was made by a version of the app with migrations this one does not have (${unknown.join(', ')}): restore it with that version or a newer one.`,
  )
}

/** Have the named migrations all been recorded as applied? */
const allApplied = async (databaseUrl: string, names: string[]): Promise<boolean> => {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const applied = new Set((await appliedMigrations(client)) ?? [])
    return names.every((name) => applied.has(name))
  } finally {
    await client.end()
  }
}

/**
 * Builds the schema of the backup's time: exactly its migrations, in a process that loads the Payload config
 * (./apply-migrations.ts); the database says when they are all applied. Running it again is safe: each migration is
 * its own transaction, and Payload skips those applied. Not with NODE_ENV=production there: Payload's adapter would
 * then apply every committed migration as it connects.
 */
export const applyMigrations = (env: NodeJS.ProcessEnv, databaseUrl: string, names: string[]): Promise<void> =>
  runPayloadScript({
    script: 'backup-apply-migrations',
    args: names,
    env: { ...env, DATABASE_URL: databaseUrl, NODE_ENV: 'development', PAYLOAD_SCHEMA_PUSH: 'false', DISABLE_PAYLOAD_HMR: 'true' },
    what: "Applying the backup's migrations",
    timeoutMs: 300_000,
    finished: () => allApplied(databaseUrl, names),
  })
