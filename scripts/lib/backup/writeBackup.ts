import { existsSync } from 'node:fs'
import { rename, rm } from 'node:fs/promises'
import path from 'node:path'

import pg from 'pg'

import { BackupProblem } from './backupProblem'
import { appliedMigrations, publicSequences, publicTables } from './catalogue'
import { encryptBytes } from './encryption'
import { backedUpRows, heldBack, referencesIntoCredentials } from './liveCredentials'
import { backupFormat, backupFormatVersion, encryptedSuffix, type Manifest, manifestFileName, signatureFileName } from './manifest'
import { makePrivateFolder, writePrivateFile } from './privateFiles'
import { referencedFiles } from './referencedFiles'
import { signManifest } from './signature'
import { copyRowsToFile } from './tableData'
import { backUpUploads } from './uploadFiles'
import type { UploadFolder } from './uploadFolders'

type BackupRequest = {
  databaseUrl: string
  /** The backup folder to make; it must not exist yet. */
  outDir: string
  uploads: UploadFolder[]
  /** The bucket of the collections kept in object storage, named in the manifest. */
  bucket: string | null
  /** PAYLOAD_SECRET, from which the manifest's signing key derives (./signature.ts). */
  secret: string
  /** The age recipient every file is encrypted to (./encryption.ts); null for a backup that is not encrypted. */
  recipient: string | null
}

/** The database's rows from one snapshot, live credentials held back: the manifest's database part and its tables, and the files its upload rows name. */
const backUpDatabase = async (databaseUrl: string, dir: string, uploads: UploadFolder[], recipient: string | null) => {
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
    await makePrivateFolder(path.join(dir, 'tables'))
    const shapes = await publicTables(client)
    const references = await referencesIntoCredentials(client)
    const tables: Manifest['tables'] = []
    for (const table of shapes) {
      const file = path.posix.join('tables', `${encodeURIComponent(table.name)}.copy.gz${recipient ? encryptedSuffix : ''}`)
      const { rows: rowCount, bytes, sha256 } = await copyRowsToFile(client, backedUpRows(table, references), path.join(dir, file), recipient)
      tables.push({ ...table, rows: rowCount, file: { path: file, bytes, sha256 } })
    }
    const sequences = await publicSequences(client)
    const referenced = new Map<string, string[]>()
    for (const folder of uploads) referenced.set(folder.collection, await referencedFiles(client, folder.table))
    await client.query('COMMIT')
    return { database: { name: client.database ?? '', serverVersion: rows[0].server_version }, migrations, tables, sequences, leftOut: heldBack(shapes), referenced }
  } finally {
    await client.end()
  }
}

/**
 * A backup folder, readable by its owner only: `tables/<table>.copy.gz` for every table of the `public` schema (one
 * consistent snapshot, without live credentials), `uploads/<collection>/...` for the upload files kept on this
 * machine, `manifest.json` and its signature `manifest.sig`, written last. With a recipient every file, the manifest
 * too, is encrypted to it and ends in `.age`. The folder is built as `<outDir>.partial` and renamed when complete, so an
 * interrupted backup never looks like a finished one.
 */
export const writeBackup = async ({ databaseUrl, outDir, uploads, bucket, secret, recipient }: BackupRequest): Promise<Manifest> => {
  if (existsSync(outDir)) throw new BackupProblem(`${outDir} exists already: choose another folder with --out.`)
  const partial = `${outDir}.partial`
  await rm(partial, { recursive: true, force: true })
  try {
    const createdAt = new Date().toISOString()
    await makePrivateFolder(partial)
    const { referenced, ...database } = await backUpDatabase(databaseUrl, partial, uploads, recipient)
    const uploadEntries: Manifest['uploads'] = []
    for (const folder of uploads) uploadEntries.push(await backUpUploads(folder, partial, referenced.get(folder.collection) ?? [], bucket, recipient))
    const manifest: Manifest = {
      format: backupFormat,
      formatVersion: backupFormatVersion,
      createdAt,
      encryption: recipient ? 'age' : 'none',
      ...database,
      uploads: uploadEntries,
    }
    const text = new TextEncoder().encode(`${JSON.stringify(manifest, null, 2)}\n`)
    const stored = recipient ? await encryptBytes(recipient, text) : text
    await writePrivateFile(path.join(partial, signatureFileName), signManifest(stored, secret))
    await writePrivateFile(path.join(partial, `${manifestFileName}${recipient ? encryptedSuffix : ''}`), stored)
    await rename(partial, outDir)
    return manifest
  } catch (error) {
    await rm(partial, { recursive: true, force: true })
    throw error
  }
}
