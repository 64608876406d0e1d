import { exitOnEnvironmentProblems } from '../../src/lib/server/envSchema'
import { loadDotEnv } from './loadDotEnv'
import { ensurePayloadSecret } from './secret'
import { ensurePostgresServer, type PostgresServer } from './postgres'

type AppEnvironment = { env: NodeJS.ProcessEnv; server: PostgresServer; databaseUrl: string }

/**
 * The environment every entry point (start, dev, build, seed) runs the app with: a secret and a database.
 * With DATABASE_URL set, that database is used as it is; otherwise `database` on the embedded server.
 */
export const prepareAppEnvironment = async (database: string): Promise<AppEnvironment> => {
  loadDotEnv()
  exitOnEnvironmentProblems('config')
  const secret = ensurePayloadSecret()
  const server = await ensurePostgresServer()
  const configured = process.env.DATABASE_URL?.trim()
  const databaseUrl = configured ?? server.urlFor(database)
  if (!configured) await server.createDatabase(database)
  return { env: { ...process.env, PAYLOAD_SECRET: secret, DATABASE_URL: databaseUrl }, server, databaseUrl }
}
