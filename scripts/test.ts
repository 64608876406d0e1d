/**
 * `npm test` (and test:int / test:e2e): one real stack for every suite. A fresh Postgres database (on the embedded
 * server, or on DATABASE_URL's server when set) with migrations and sample content, a real SMTP server that
 * catches the app's mail, a production build, and the server on a free port. Everything is removed afterwards.
 *
 * SKIP_BUILD=1 reuses an existing build (for quick local reruns). Arguments after the suite go to its runner, e.g.
 * `SKIP_BUILD=1 npm run test:int -- tests/int/api/profile` runs one file.
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { freePort } from '../tests/support/freePort'
import { startMailbox } from '../tests/support/mailbox'
import { waitForServer } from '../tests/support/waitForServer'
import { buildNextApp, hasProductionBuild } from './lib/nextBuild'
import { ensurePostgresServer } from './lib/postgres'
import { prepareDatabase } from './lib/prepareDatabase'
import { bin, run, startProcess } from './lib/run'

const [suite = 'all', ...filters] = process.argv.slice(2)
if (!['all', 'int', 'e2e'].includes(suite)) throw new Error(`Unknown suite "${suite}": use int, e2e or all`)

const startedAt = Date.now()
const database = `solvingtech_test_${Date.now()}_${process.pid}`
const mailboxDir = mkdtempSync(path.join(os.tmpdir(), 'solvingtech-mail-'))
const server = await ensurePostgresServer()
await server.createDatabase(database)
const mailbox = await startMailbox(mailboxDir)
const port = await freePort()
const baseUrl = `http://localhost:${port}`

const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_OPTIONS: '--no-deprecation',
  DATABASE_URL: server.urlFor(database),
  PAYLOAD_SECRET: randomBytes(32).toString('hex'),
  PORT: String(port),
  PUBLIC_URL: baseUrl,
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(mailbox.port),
  SMTP_SECURE: 'false',
  STAFF_EMAIL: 'staff-inbox@solvingtech.test',
  SEED_ADMIN_EMAIL: 'admin@solvingtech.test',
  // Suites register many learners from one address; tests/int/rate-limits checks the limits on a server of its own.
  RATE_LIMIT_MAX: '100000',
  SEED_ADMIN_PASSWORD: `Admin-${randomBytes(9).toString('hex')}`,
  TEST_BASE_URL: baseUrl,
  TEST_MAILBOX_DIR: mailboxDir,
}

let app: ReturnType<typeof startProcess> | undefined
let failed = false
try {
  await prepareDatabase(env)
  if (process.env.SKIP_BUILD !== '1' || !hasProductionBuild()) await buildNextApp(env)
  app = startProcess(bin('next'), ['start', '--port', String(port)], { ...env, NODE_ENV: 'production' })
  await waitForServer(`${baseUrl}/`)
  console.info(`[test] Server ready on ${baseUrl}, database ${database}`)

  const runSuite = async (name: string, command: string, args: string[]) => {
    try {
      await run(command, args, { ...env, NODE_ENV: 'test' })
    } catch {
      console.error(`[test] ${name} failed`)
      failed = true
    }
  }
  if (suite !== 'e2e') await runSuite('Integration tests', bin('vitest'), ['run', ...filters])
  if (suite !== 'int') await runSuite('End-to-end tests', bin('playwright'), ['test', ...filters])
} catch (error) {
  console.error(error)
  failed = true
} finally {
  app?.child.kill('SIGTERM')
  if (app) await app.exited
  await mailbox.stop()
  await server.dropDatabase(database).catch((error) => console.error(`[test] Could not drop ${database}:`, error))
  await server.stop()
  rmSync(mailboxDir, { recursive: true, force: true })
}
console.info(`[test] ${failed ? 'FAILED' : 'Passed'} in ${Math.round((Date.now() - startedAt) / 1000)} s`)
process.exit(failed ? 1 : 0)
