/**
 * `npm start`: the production server at http://localhost:$PORT with its database, migrations and sample content,
 * building first when there is no build.
 */
import './lib/requireSupportedNode'
import { prepareAppEnvironment } from './lib/appEnvironment'
import { buildNextApp, hasProductionBuild } from './lib/nextBuild'
import { prepareDatabase } from './lib/prepareDatabase'
import { runUntilExit, startAppServer } from './lib/run'

const { env, server } = await prepareAppEnvironment('solvingtech')
// After prepareAppEnvironment, which loads .env, so a PORT set there counts.
const port = process.env.PORT ?? '3000'
await prepareDatabase(env)
if (!hasProductionBuild()) await buildNextApp(env)

// In a terminal, readable lines; piped to a log collector (a container, systemd), JSON lines (README, "Logs").
const logFormat = env.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json')
const app = startAppServer({ ...env, PORT: port, LOG_FORMAT: logFormat })
console.info(`[start] Solving Tech on http://localhost:${port} (admin: http://localhost:${port}/admin)`)

await runUntilExit(app, server.stop)
