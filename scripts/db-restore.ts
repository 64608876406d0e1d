/**
 * `npm run db:restore -- <backup folder> [--yes]`: replaces the app's database (the one `npm start` uses: the
 * embedded one, or DATABASE_URL) with a backup made by `npm run db:backup`, and puts its upload files back. Refuses a
 * database that holds data unless given --yes. The next `npm start` applies migrations newer than the backup.
 */
import { parseArgs } from 'node:util'

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
  const { dir, manifest } = await readBackup(positionals[0])
  const { env, server, databaseUrl } = await prepareAppEnvironment('solvingtech')
  try {
    const app = await readAppFacts(env)
    const tell = (line: string) => console.info(`[db:restore] ${line}`)
    const { rows, files } = await restoreBackup({ dir, manifest, env, databaseUrl, app, replace: values.yes, tell })
    tell(
      `Restored ${manifest.tables.length} tables, ${rows} rows and ${files} upload files from ${dir} (made ${manifest.createdAt} on Postgres ` +
        `${manifest.database.serverVersion}) in ${((Date.now() - started) / 1000).toFixed(1)} s. The next npm start applies any newer migrations.`,
    )
  } finally {
    await server.stop()
  }
})
