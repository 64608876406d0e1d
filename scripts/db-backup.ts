/**
 * `npm run db:backup [-- --out <folder>]`: a backup of the app's database (the one `npm start` uses: the embedded one,
 * or DATABASE_URL) and its upload files, as a folder under backups/ named after the database and the UTC time, that
 * only its owner can read, signed with a key derived from PAYLOAD_SECRET and, with BACKUP_ENCRYPTION_KEY set,
 * encrypted. Made in Node from one consistent snapshot, so it needs no pg_dump of the server's version (see README,
 * Backups).
 */
import path from 'node:path'
import { parseArgs } from 'node:util'

import { setting } from '../src/lib/server/envSchema'
import { prepareAppEnvironment } from './lib/appEnvironment'
import { readAppFacts } from './lib/backup/appFacts'
import { encryptionRecipient } from './lib/backup/encryption'
import { makePrivateFolder } from './lib/backup/privateFiles'
import { runCommand } from './lib/backup/runCommand'
import { writeBackup } from './lib/backup/writeBackup'

const megabytes = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`

/** `20261127T031500Z`: sorts by time, and is safe in a file name on every system. */
const utcStamp = (date: Date): string => date.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')

await runCommand('db:backup', async () => {
  const { values } = parseArgs({ options: { out: { type: 'string' } } })
  const { env, server, databaseUrl } = await prepareAppEnvironment('solvingtech')
  try {
    const app = await readAppFacts(env)
    const database = decodeURIComponent(new URL(databaseUrl).pathname.slice(1))
    const outDir = path.resolve(values.out ?? path.join('backups', `${database}-${utcStamp(new Date())}`))
    const recipient = await encryptionRecipient(setting('BACKUP_ENCRYPTION_KEY'))
    const started = Date.now()
    if (!values.out) await makePrivateFolder(path.dirname(outDir))
    const manifest = await writeBackup({
      databaseUrl,
      outDir,
      uploads: app.uploads,
      bucket: process.env.S3_BUCKET?.trim() || null,
      secret: env.PAYLOAD_SECRET ?? '',
      recipient,
    })
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0)
    const files = manifest.uploads.flatMap((entry) => entry.files)
    const bytes = [...manifest.tables.map((table) => table.file), ...files].reduce((sum, file) => sum + file.bytes, 0)
    for (const entry of manifest.uploads) {
      if (entry.storage === 'object-storage') console.info(`[db:backup] ${entry.collection}: files are in the bucket ${entry.bucket}, which this backup does not copy.`)
      if (entry.missingFiles.length) console.warn(`[db:backup] ${entry.collection}: ${entry.missingFiles.length} files its rows name were not on disk: ${entry.missingFiles.slice(0, 5).join(', ')}`)
    }
    console.info(
      `[db:backup] ${outDir}: ${manifest.tables.length} tables, ${rows} rows, ${files.length} upload files, ${megabytes(bytes)}, ` +
        `Postgres ${manifest.database.serverVersion}, ${recipient ? 'encrypted' : 'not encrypted (no BACKUP_ENCRYPTION_KEY)'}, signed, ` +
        `sessions and reset links left out, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    )
  } finally {
    await server.stop()
  }
})
