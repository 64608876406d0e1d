/** `npm run seed`: migrations, then the sample content into an empty database (idempotent). */
import { prepareAppEnvironment } from './lib/appEnvironment'
import { prepareDatabase } from './lib/prepareDatabase'

const { env, server } = await prepareAppEnvironment('solvingtech')
await prepareDatabase(env)
await server.stop()
