/**
 * `npm start`: the production server at http://localhost:$PORT with its database, migrations and sample content,
 * building first when there is no build.
 */
import { prepareAppEnvironment } from './lib/appEnvironment'
import { buildNextApp, hasProductionBuild } from './lib/nextBuild'
import { prepareDatabase } from './lib/prepareDatabase'
import { startAppServer } from './lib/run'

const port = process.env.PORT ?? '3000'
const { env, server } = await prepareAppEnvironment('solvingtech')
await prepareDatabase(env)
if (!hasProductionBuild()) await buildNextApp(env)

const app = startAppServer({ ...env, PORT: port })
console.info(`[start] Solving Tech on http://localhost:${port} (admin: http://localhost:${port}/admin)`)

const shutdown = (signal: NodeJS.Signals) => app.child.kill(signal)
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
const code = await app.exited
await server.stop()
process.exit(code)
