/** `npm run build`: a production build against the app's database (pages read content while they prerender). */
import { prepareAppEnvironment } from './lib/appEnvironment'
import { buildNextApp } from './lib/nextBuild'
import { prepareDatabase } from './lib/prepareDatabase'

const { env, server } = await prepareAppEnvironment('solvingtech')
await prepareDatabase(env)
await buildNextApp(env)
await server.stop()
