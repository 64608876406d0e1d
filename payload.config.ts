import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import path from 'path'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { fileURLToPath } from 'url'

import { isStaff } from './src/access'
import { contentCollections, sharedCollections } from './src/collections'
import { mailRunners, parseAddress, createMailTransport, waitingMail } from './src/domains/mail'
import { modules } from './src/domains/modules'
import { apiEndpoints, callsServedDirectly } from './src/endpoints'
import { globals } from './src/globals'
import { adminGroups } from './src/lib/server/adminGroups'
import { keepPoolErrorsFromCrashing } from './src/lib/server/db/keepPoolErrorsFromCrashing'
import { env } from './src/lib/server/env'
import { assembleModules } from './src/lib/server/featureModule'
import { registerCallsServedDirectly } from './src/lib/server/http/callsServedDirectly'
import { uploadLimitBytes } from './src/lib/server/http/limitRequestBody'
import { answerDatabaseErrors } from './src/lib/server/http/payloadRouteErrors'
import { maintenanceQueue, runnersOf } from './src/lib/server/jobQueues'
import { loggerSettings } from './src/lib/server/logging/logger'
import { observeQueueAndPool } from './src/lib/server/telemetry/metrics'
import { plugins } from './src/plugins'
import { adminDateTimeFormat, withAdminFormatsCollection } from './src/plugins/adminFormats/formatFields'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const requireSetting = (value: string | undefined, name: string, hint: string): string => {
  if (!value) throw new Error(`${name} is not set. ${hint}`)
  return value
}

const sender = parseAddress(env.emailFrom)

/** What the features bring (src/domains/modules.ts): their collections, endpoints, tasks, mails and personal data. */
const features = assembleModules(modules)

export default buildConfig({
  admin: {
    user: 'users',
    importMap: { baseDir: path.resolve(dirname) },
    meta: {
      titleSuffix: ' · Solving Tech admin',
      description: 'The back office of Solving Tech for Small Builders.',
      icons: [{ rel: 'icon', type: 'image/png', sizes: '192x192', url: '/icons/icon-192.png' }],
      // Staff-only screens: no link preview cards (Payload's would carry its own branding).
      defaultOGImageType: 'off',
      openGraph: { siteName: 'Solving Tech admin', description: 'The back office of Solving Tech for Small Builders.' },
    },
    // British dates wherever Payload formats one itself ("23 Nov 2026, 14:05"); date fields get theirs from src/plugins/adminFormats.
    dateFormat: adminDateTimeFormat,
    // Payload's default avatar (no Gravatar call to a third party).
    avatar: 'default',
    components: {
      graphics: { Logo: '/src/ui/AdminLogo#AdminLogo', Icon: '/src/ui/AdminIcon#AdminIcon' },
      beforeDashboard: [
        '/src/plugins/reports/views/SetUpChecklist#SetUpChecklist',
        { path: '/src/components/admin/WhereThingsAre#WhereThingsAre', serverProps: { groups: Object.values(adminGroups) } },
        '/src/plugins/reports/views/ProgrammeDashboard#ProgrammeDashboard',
      ],
      // Our sign-in screen, with the code of two-factor sign-in (Payload's has no field for it).
      views: { login: { Component: '/src/domains/staffAccounts/ui/StaffSignInView#StaffSignInView' } },
    },
  },
  collections: [...contentCollections, ...features.collections, ...sharedCollections],
  globals,
  endpoints: apiEndpoints(features.endpoints),
  custom: features.custom,
  editor: lexicalEditor(),
  secret: requireSetting(
    env.payloadSecret,
    'PAYLOAD_SECRET',
    'Start the app with `npm start` (which creates one for local use) or set it in the environment; production needs its own long random value.',
  ),
  db: postgresAdapter({
    pool: {
      connectionString: requireSetting(env.databaseUrl, 'DATABASE_URL', 'Start the app with `npm start`, which provides a database.'),
      // A statement past its time is cancelled by Postgres and rolled back whole, so a slow database answers 503 and
      // never leaves a half-written row; a database that does not answer within connectMs is "unavailable" too.
      statement_timeout: env.databaseTimeouts.statementMs,
      lock_timeout: env.databaseTimeouts.lockMs,
      connectionTimeoutMillis: env.databaseTimeouts.connectMs,
      max: env.databasePoolMax,
    },
    idType: 'uuid',
    migrationDir: path.resolve(dirname, 'src/migrations'),
    // Schema push is only for `npm run dev`'s throwaway database; every other database takes migrations.
    push: process.env.PAYLOAD_SCHEMA_PUSH === 'true',
  }),
  email: nodemailerAdapter({
    defaultFromAddress: sender.address,
    defaultFromName: sender.name || 'Solving Tech',
    transport: createMailTransport(),
    skipVerify: true,
  }),
  graphQL: { disable: true },
  // Background work runs inside the app from Payload's queue in Postgres: no second process to start, unless several
  // instances serve the site; then one worker runs the queues and the web instances set JOBS_AUTORUN=false.
  jobs: {
    access: { cancel: isStaff, queue: isStaff, run: isStaff },
    tasks: features.tasks,
    // Each instance with JOBS_AUTORUN (on by default) runs the queues; the mail claim (src/domains/mail/jobs/sendMail.ts)
    // keeps several of them safe. Mail runs in two lanes, each its own queue and runner, paced by MAIL_SENDS_PER_MINUTE
    // (src/lib/rules/sendLanes.ts). Without JOBS_AUTORUN an instance runs none (a worker does: deploy/docker-compose.yml).
    autoRun: runnersOf(env.runsJobs, [{ cron: env.maintenanceCron, queue: maintenanceQueue }, ...mailRunners(env.mail.sendsPerMinute)]),
    // Finished jobs stay a week for staff to see (the maintenance job deletes them). Deleting them at once also made a
    // second runner of the same job fail to record its end (src/domains/mail/jobs/sendMail.ts claims the mail, so it sends once).
    deleteJobOnComplete: false,
    jobsCollectionOverrides: ({ defaultJobsCollection }) =>
      withAdminFormatsCollection({
        ...defaultJobsCollection,
        // Staff can see queued, failed and scheduled jobs; only the server writes them.
        access: { ...defaultJobsCollection.access, read: isStaff },
        admin: {
          ...defaultJobsCollection.admin,
          group: adminGroups.staff.name,
          hidden: false,
          description: 'Background work the app does by itself: emails waiting to be sent, reminders and clean-up. Read-only.',
        },
      }),
  },
  plugins,
  onInit: (payload) => {
    keepPoolErrorsFromCrashing(payload)
    if (env.servesHotCallsDirectly) registerCallsServedDirectly(payload, callsServedDirectly)
    observeQueueAndPool(payload, waitingMail)
  },
  hooks: { afterError: [answerDatabaseErrors] },
  // Refusals and bad input are answered to the client; they are not server faults, so they stay out of the error log.
  loggingLevels: {
    AuthenticationError: 'debug',
    // A staff change without the right current password (src/domains/staffAccounts/collections/Users/hooks/requireCurrentPassword.ts): an
    // error class of ours, which Payload's list of its own error names does not know.
    ...({ CurrentPasswordRefused: 'info' } as const),
    Forbidden: 'debug',
    LockedAuth: 'info',
    NotFound: 'debug',
    QueryError: 'info',
    ValidationError: 'info',
  },
  // JSON lines with request ids in production, readable lines elsewhere (src/lib/server/logging/logger.ts).
  logger: loggerSettings(),
  cookiePrefix: 'solvingtech-staff',
  // Absolute staff reset links from the configured address, never from the request's Host header. Media `url`s
  // become absolute too; pages render them as site paths (src/lib/rules/sitePath.ts).
  serverURL: env.publicUrl,
  // Multipart uploads stream past the REST body cap (src/lib/server/http/limitRequestBody.ts) and stop here instead (413).
  upload: { limits: { fileSize: uploadLimitBytes } },
  csrf: [env.publicUrl],
  sharp,
  telemetry: false,
  // Types are generated on purpose (`npm run payload -- generate:types`), never as a side effect of starting Payload in
  // a test or script, which would rewrite a committed file in the background.
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts'), autoGenerate: false },
})
