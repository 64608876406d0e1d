/** `npm run dev`: Next's dev server on its own throwaway database, whose schema Payload pushes as you edit. */
import './lib/requireSupportedNode'
import { prepareAppEnvironment } from './lib/appEnvironment'
import { clearDataCache } from '../src/domains/content/clearDataCache'
import { prepareDatabase } from './lib/prepareDatabase'
import { bin, runUntilExit, startProcess } from './lib/run'
import { announceFirstStaffSetup } from '../src/domains/staffAccounts/announceFirstStaffSetup'

const { env, server } = await prepareAppEnvironment('solvingtech_dev')
// After prepareAppEnvironment, which loads .env, so a PORT set there counts.
const port = process.env.PORT ?? '3000'
const devEnv = { ...env, PAYLOAD_SCHEMA_PUSH: 'true', NODE_OPTIONS: '--no-deprecation' }
await prepareDatabase(devEnv)
// The dev server may keep its build under .next/dev; clear the data cache wherever it is.
for (const distDir of ['.next', '.next/dev']) clearDataCache(distDir)

await announceFirstStaffSetup({ databaseUrl: env.DATABASE_URL ?? '', secret: env.PAYLOAD_SECRET ?? '', publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}` })

const app = startProcess(bin('next'), ['dev', '--port', port], devEnv)
await runUntilExit(app, server.stop)
