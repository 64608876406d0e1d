import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { freePort } from './freePort'
import { startMailbox } from './mailbox'
import { startPushServiceStandIn } from './pushServiceStandIn'
import { standInTextAccount, startTextProviderStandIn } from './textProviderStandIn'
import { waitForServer } from './waitForServer'
import { buildNextApp, hasProductionBuild } from './nextBuild'
import { ensurePostgresServer, type PostgresServer } from './postgres'
import { prepareDatabase } from './prepareDatabase'
import { startAppServer } from './run'

type Stack = {
  baseUrl: string
  env: NodeJS.ProcessEnv
  database: string
  postgres: PostgresServer
  /** Stops the app server and starts it again on the same port and database (fault runs). */
  restartApp: () => Promise<void>
  /** The app server's process id (memory readings). */
  appPid: () => number | undefined
  stop: () => Promise<void>
}

/**
 * The whole app on a throwaway database: a fresh Postgres database (embedded, or on DATABASE_URL's server) with
 * migrations and sample content, a real SMTP server that keeps the app's mail, a production build (reused when
 * `reuseBuild` and one exists) and the server on a free port. `stop()` removes everything again. The server's lines are
 * echoed here and kept in its log file; with `echoServerLog: false` (the benches) only kept, and shown if it fails to start.
 */
export const startStack = async ({ name, reuseBuild, settings = {}, echoServerLog = true }: { name: string; reuseBuild: boolean; settings?: Record<string, string>; echoServerLog?: boolean }): Promise<Stack> => {
  const database = `solvingtech_${name}_${Date.now()}_${process.pid}`
  const mailboxDir = mkdtempSync(path.join(os.tmpdir(), 'solvingtech-mail-'))
  // The server's log, also kept in a file: a test reads the lines of its own requests there (tests/support/serverLog.ts).
  const logDir = mkdtempSync(path.join(os.tmpdir(), 'solvingtech-log-'))
  const serverLog = path.join(logDir, 'server.log')
  // Its own upload folders, so stacks side by side never see each other's files and a run leaves none in the checkout.
  const uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'solvingtech-uploads-'))
  const server = await ensurePostgresServer()
  await server.createDatabase(database)
  const mailbox = await startMailbox(mailboxDir)
  const pushDir = mkdtempSync(path.join(os.tmpdir(), 'solvingtech-push-'))
  const pushService = await startPushServiceStandIn(pushDir)
  const textDir = mkdtempSync(path.join(os.tmpdir(), 'solvingtech-texts-'))
  const textAccount = standInTextAccount()
  const textProvider = await startTextProviderStandIn(textDir, textAccount)
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
    SEED_ADMIN_PASSWORD: `Admin-${randomBytes(9).toString('hex')}`,
    TEST_BASE_URL: baseUrl,
    TEST_MAILBOX_DIR: mailboxDir,
    // Phones' notifications go to the stand-in push service, the one origin beyond the real services the server may post to.
    PUSH_SERVICE_ORIGINS: pushService.origin,
    TEST_PUSH_SERVICE: pushService.origin,
    TEST_PUSH_DIR: pushDir,
    // Text messages go to the stand-in of Twilio's API, with a made-up account.
    TEXT_PROVIDER: 'twilio',
    TWILIO_ACCOUNT_SID: textAccount.accountSid,
    TWILIO_AUTH_TOKEN: textAccount.authToken,
    TWILIO_FROM: 'SolvingTech',
    TWILIO_API_URL: textProvider.origin,
    TEST_TEXT_DIR: textDir,
    TEST_SERVER_LOG: serverLog,
    // A test names its requests with an X-Request-Id of its own and reads their lines back (tests/support/serverLog.ts).
    TRUST_REQUEST_ID: 'true',
    UPLOADS_DIR: uploadsDir,
    // TEST_DIST_DIR lets two checkouts' or helpers' test runs build side by side.
    NEXT_DIST_DIR: process.env.TEST_DIST_DIR ?? '.next-test',
    ...settings,
  }

  let app: ReturnType<typeof startAppServer> | undefined
  const stop = async () => {
    app?.child.kill('SIGTERM')
    if (app) await app.exited
    await mailbox.stop()
    await pushService.stop()
    await textProvider.stop()
    await server.dropDatabase(database).catch((error) => console.error(`[stack] Could not drop ${database}:`, error))
    await server.stop()
    rmSync(mailboxDir, { recursive: true, force: true })
    rmSync(pushDir, { recursive: true, force: true })
    rmSync(textDir, { recursive: true, force: true })
    rmSync(logDir, { recursive: true, force: true })
    rmSync(uploadsDir, { recursive: true, force: true })
  }
  try {
    await prepareDatabase(env)
    // `npm test` checks the types before any stack starts; a test build need not check them again.
    if (!reuseBuild || !hasProductionBuild(env)) await buildNextApp({ ...env, TYPES_CHECKED_APART: '1' })
    app = startAppServer(env, { copyOutputTo: serverLog, echo: echoServerLog })
    await waitForServer(`${baseUrl}/api/v1/courses`)
  } catch (error) {
    if (!echoServerLog && existsSync(serverLog)) process.stderr.write(readFileSync(serverLog))
    await stop()
    throw error
  }
  console.info(`[stack] Server ready on ${baseUrl}, database ${database}`)
  const restartApp = async () => {
    app?.child.kill('SIGTERM')
    if (app) await app.exited
    app = startAppServer(env, { copyOutputTo: serverLog, echo: echoServerLog })
    await waitForServer(`${baseUrl}/api/v1/courses`)
  }
  return { baseUrl, env, database, postgres: server, restartApp, appPid: () => app?.child.pid, stop }
}
