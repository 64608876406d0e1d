import pg from 'pg'

import { whileHoldingDatabaseLock } from '../databaseLock'
import type { AppFacts } from './appFacts'
import { BackupProblem } from './backupProblem'
import { tablesWithRows } from './catalogue'
import { emptyPublicSchema } from './emptySchema'
import { loadTables } from './loadTables'
import type { Manifest } from './manifest'
import { checkBackupFitsApp } from './fitsTheApp'
import { applyMigrations } from './migrations'
import { restoreUploads } from './uploadFiles'

type RestoreRequest = {
  dir: string
  manifest: Manifest
  /** The age identity that decrypts the backup's files; null when they are not encrypted. */
  identity: string | null
  /** The app's environment (DATABASE_URL, PAYLOAD_SECRET) for the migrations' process. */
  env: NodeJS.ProcessEnv
  databaseUrl: string
  /** The app's upload collections and migrations (./appFacts.ts). */
  app: AppFacts
  /** The operator's `--yes`: replace a database that holds data. */
  replace: boolean
  /** Lines for the operator about the upload files (where they went, what is not in the backup). */
  tell: (line: string) => void
}

const otherConnections = async (client: pg.Client): Promise<number> =>
  Number((await client.query<{ count: string }>('SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()')).rows[0].count)

/** The backup's upload files back into the app's folders (a collection in object storage is the bucket's business). */
const putUploadsBack = async ({ dir, manifest, identity, app, tell }: RestoreRequest): Promise<number> => {
  let restored = 0
  for (const entry of manifest.uploads) {
    if (entry.storage === 'object-storage') {
      tell(`${entry.collection}: its files are in the bucket ${entry.bucket ?? '(S3_BUCKET)'}, not in this backup; the bucket's own backups (versioning) restore them.`)
      continue
    }
    // checkBackupFitsApp refused any collection the app does not have.
    const folder = app.uploads.find((each) => each.collection === entry.collection)
    if (!folder) continue
    restored += await restoreUploads(dir, entry, folder.dir, identity)
    if (!folder.storedLocally && entry.files.length) {
      tell(`${entry.collection}: this app keeps its files in the bucket; the backup's ${entry.files.length} files are in ${folder.dir}: copy them into the bucket.`)
    }
  }
  return restored
}

/**
 * Replaces the database with the backup: refuses first (a backup naming what this app does not have, a database with
 * data without `replace`), then empties `public`, applies exactly the backup's migrations, loads its rows in one
 * transaction and puts the upload files back. Newer migrations are left to the next `npm start`. While it runs, it
 * holds the lock every starting instance takes (scripts/lib/databaseLock.ts), so none migrates or seeds midway.
 */
export const restoreBackup = async (request: RestoreRequest): Promise<{ rows: number; files: number }> => {
  const { dir, manifest, identity, env, databaseUrl, app, replace, tell } = request
  checkBackupFitsApp(manifest, app)
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const withRows = await tablesWithRows(client)
    if (withRows.length && !replace) {
      throw new BackupProblem(`The database ${client.database} holds data (rows in ${withRows.length} tables) and a restore replaces all of it: run again with --yes to go ahead.`)
    }
    const others = await otherConnections(client)
    if (others) tell(`${others} other connections to ${client.database} are open: stop the app while it is restored.`)
    await whileHoldingDatabaseLock(databaseUrl, async () => {
      await emptyPublicSchema(client)
      await applyMigrations(env, databaseUrl, manifest.migrations)
      await loadTables(client, dir, manifest, identity)
    })
  } finally {
    await client.end()
  }
  const files = await putUploadsBack(request)
  return { rows: manifest.tables.reduce((sum, table) => sum + table.rows, 0), files }
}
