/** `npm run payload -- <command>`: Payload's CLI (migrate:create, migrate:status, ...) against the app's database. */
import { prepareAppEnvironment } from './lib/appEnvironment'
import { bin, outsideNextNodeOptions, run } from './lib/run'

const database = process.env.PAYLOAD_CLI_DATABASE ?? 'solvingtech'
const { env, server } = await prepareAppEnvironment(database)
try {
  await run(bin('payload'), process.argv.slice(2), { ...env, NODE_OPTIONS: outsideNextNodeOptions })
} finally {
  await server.stop()
}
