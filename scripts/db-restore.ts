/**
 * `npm run db:restore -- <backup folder> [--yes]`: replaces the app's database (the one `npm start` uses: the
 * embedded one, or DATABASE_URL) with a backup made by `npm run db:backup`, and puts its upload files back. Refuses a
 * backup whose signature does not check out with PAYLOAD_SECRET, or that names what this app does not have, before it
 * touches anything, and a database that holds data unless given --yes. The next `npm start` applies migrations newer
 * than the backup.
 */
import { parseArgs } from 'node:util'

import { setting } from '../src/lib/server/envSchema'
import { prepareAppEnvironment } from './lib/appEnvironment'
import { readAppFacts } from './lib/backup/appFacts'
import { BackupProblem } from './lib/backup/backupProblem'
import { readBackup } from './lib/backup/readBackup'
import { restoreBackup } from './lib/backup/restoreBackup'
import { runCommand } from './lib/backup/runCommand'

await runCommand('db:restore', async () => {
  const { values, positionals } = parseArgs({ options: { yes: { type: 'boolean', default: false } }, allowPositionals: true })
  if (positionals.length !== 1) throw new BackupProblem('Name one backup folder: npm run db:restore -- backups/<name> [--yes]')
  const started = Date.now()
  const { env, server, databaseUrl } = await prepareAppEnvironment('solvingtech')
  try {
    const { dir, manifest, identity } = await readBackup(positionals[0], { secret: env.PAYLOAD_SECRET ?? '', encryptionKey: setting('BACKUP_ENCRYPTION_KEY') })
    const app = await readAppFacts(env)
    const tell = (line: string) => console.info(`[db:restore] ${line}`)
    const { rows, files } = await restoreBackup({ dir, manifest, identity, env, databaseUrl, app, replace: values.yes, tell })
    tell(
      `Restored ${manifest.tables.length} tables, ${rows} rows and ${files} upload files from ${dir} (made ${manifest.createdAt} on Postgres ` +
        `${manifest.database.serverVersion}${manifest.encryption === 'age' ? ', encrypted' : ''}) in ${((Date.now() - started) / 1000).toFixed(1)} s. ` +
        'The next npm start applies any newer migrations.',
    )
  } finally {
    await server.stop()
  }
})
