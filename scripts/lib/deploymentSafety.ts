/**
 * What a real deployment (the operator's `NODE_ENV=production`) refuses at start, so an example file or a newcomer's
 * default never reaches the open internet: a database inside the instance, and sample content in the real database.
 * (A guessable PAYLOAD_SECRET is refused by the environment's rules, src/lib/server/envSchema.ts, in every entry
 * point.) `npm start` runs its server with NODE_ENV=production whatever the operator set; these checks read the operator's.
 */
import { setting } from '../../src/lib/server/envSchema'

export const isDeployment = (): boolean => process.env.NODE_ENV === 'production'

/** May this process start the embedded Postgres? Always outside a deployment; in one, only when told to. */
export const mayStartEmbeddedDatabase = (): boolean => !isDeployment() || setting('ALLOW_EMBEDDED_DATABASE')

export const embeddedDatabaseRefusedMessage =
  'DATABASE_URL is not set. A deployment (NODE_ENV=production) does not start the embedded Postgres: its data would live ' +
  `and die with this instance. Set DATABASE_URL to a managed Postgres, or ALLOW_EMBEDDED_DATABASE=true to run the embedded one anyway.`
