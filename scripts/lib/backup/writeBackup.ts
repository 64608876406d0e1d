import { existsSync } from 'node:fs'
import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

import pg from 'pg'

import { BackupProblem } from './backupProblem'
import { appliedMigrations, publicSequences, publicTables } from './catalogue'
import { backupFormat, backupFormatVersion, type Manifest, manifestFileName } from './manifest'
import { referencedFiles } from './referencedFiles'
import { copyTableToFile } from './tableData'
import { backUpUploads } from './uploadFiles'
import type { UploadFolder } from './uploadFolders'

type BackupRequest = {
  databaseUrl: string
  /** The backup folder to make; it must not exist yet. */
  outDir: string
  uploads: UploadFolder[]
  /** The bucket of the collections kept in object storage, named in the manifest. */
  bucket: string | null
}

/** The database's rows from one snapshot: the manifest's database part and its tables, and the files its upload rows name. */
const backUpDatabase = async (databaseUrl: string, dir: string, uploads: UploadFolder[]) => {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    // One snapshot for everything read below: the site may go on writing while the backup runs.
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    const migrations = await appliedMigrations(client)
    if (!migrations?.length) {
      throw new BackupProblem(`The database ${client.database} has no Payload migrations: it is not the app's database, or the app has never started on it.`)
    }
    const { rows } = await client.query<{ server_version: string }>('SHOW server_version')
    await mkdir(path.join(dir, 'tables'), { recursive: true })
    const tables: Manifest['tables'] = []
    for (const table of await publicTables(client)) {
      const file = path.posix.join('tables', `${encodeURIComponent(table.name)}.copy.gz`)
      const { rows: rowCount, bytes, sha256 } = await copyTableToFile(client, table, path.join(dir, file))
      tables.push({ ...table, rows: rowCount, file: { path: file, bytes, sha256 } })
    }
    const sequences = await publicSequences(client)
    const referenced = new Map<string, string[]>()
    for (const folder of uploads) referenced.set(folder.collection, await referencedFiles(client, folder.table))
    await client.query('COMMIT')
    return { database: { name: client.database ?? '', serverVersion: rows[0].server_version }, migrations, tables, sequences, referenced }
  } finally {
    await client.end()
  }
}

/**
 * A backup folder: `tables/<table>.copy.gz` for every table of the `public` schema (one consistent snapshot),
 * `uploads/<collection>/...` for the upload files kept on this machine, and `manifest.json`, written last. The folder
 * is built as `<outDir>.partial` and renamed when complete, so an interrupted backup never looks like a finished one.
 */
export const writeBackup = async ({ databaseUrl, outDir, uploads, bucket }: BackupRequest): Promise<Manifest> => {
  if (existsSync(outDir)) throw new BackupProblem(`${outDir} exists already: choose another folder with --out.`)
  const partial = `${outDir}.partial`
  await rm(partial, { recursive: true, force: true })
  try {
    const createdAt = new Date().toISOString()
    const { referenced, ...database } = await backUpDatabase(databaseUrl, partial, uploads)
    const uploadEntries: Manifest['uploads'] = []
    for (const folder of uploads) uploadEntries.push(await backUpUploads(folder, partial, referenced.get(folder.collection) ?? [], bucket))
    const manifest: Manifest = { format: backupFormat, formatVersion: backupFormatVersion, createdAt, ...database, uploads: uploadEntries }
    await writeFile(path.join(partial, manifestFileName), `${JSON.stringify(manifest, null, 2)}\n`)
    await rename(partial, outDir)
    return manifest
  } catch (error) {
    await rm(partial, { recursive: true, force: true })
    throw error
  }
}
