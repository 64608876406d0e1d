import { spawn } from 'node:child_process'
import net from 'node:net'

import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { ensurePostgresServer } from '../../scripts/lib/postgres'
import { outsideNextFlags } from '../../scripts/lib/run'

/**
 * A real deployment (the operator's NODE_ENV=production) refuses what only suits a laptop: a short or example
 * PAYLOAD_SECRET, the embedded Postgres, and sample content in an empty real database (unless told to).
 */
const postgres = await ensurePostgresServer()
const database = `solvingtech_deploy_${Date.now()}_${process.pid}`
const goodSecret = '3f9c1a7e5b2d4c6e8a0b1c2d3e4f5a6b7c8d9e0f'

afterAll(async () => {
  await postgres.dropDatabase(database)
})

/** The environment of an operator's shell: none of the test stack's database or secret. */
const deploymentEnv = (settings: Record<string, string>): NodeJS.ProcessEnv => {
  const { DATABASE_URL: _database, PAYLOAD_SECRET: _secret, ...rest } = process.env
  return { ...rest, NODE_ENV: 'production', PORT: '1', ...settings }
}

/** server.ts runs as npm start runs it (scripts/lib/run.ts), without the react-server condition the scripts need. */
const serverFlags = ['--no-deprecation', '--import', 'tsx']

const runScript = (script: string, env: NodeJS.ProcessEnv) =>
  new Promise<{ code: number | null; output: string }>((resolve) => {
    const flags = script === 'server.ts' ? serverFlags : outsideNextFlags
    const child = spawn(process.execPath, [...flags, script], { env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('exit', (code) => resolve({ code, output }))
  })

const courseCount = async (): Promise<number> => {
  const client = new pg.Client({ connectionString: postgres.urlFor(database) })
  await client.connect()
  try {
    const { rows } = await client.query<{ count: string }>('SELECT COUNT(*) AS count FROM courses')
    return Number(rows[0].count)
  } finally {
    await client.end()
  }
}

describe('npm start in production', () => {
  it('refuses a PAYLOAD_SECRET under 32 characters before it touches a database', async () => {
    const { code, output } = await runScript('scripts/start.ts', deploymentEnv({ PAYLOAD_SECRET: 'too-short-a-secret', DATABASE_URL: postgres.urlFor(database) }))
    expect(code, output).not.toBe(0)
    expect(output).toContain('PAYLOAD_SECRET is 18 characters long; a deployment needs at least 32')
    expect(output).not.toContain('[db]')
  }, 60_000)

  it("refuses the example deploy file's placeholder, from which anyone could compute the setup code", async () => {
    const { code, output } = await runScript('scripts/start.ts', deploymentEnv({ PAYLOAD_SECRET: 'change-me-to-64-random-characters', DATABASE_URL: postgres.urlFor(database) }))
    expect(code, output).not.toBe(0)
    expect(output).toContain('PAYLOAD_SECRET is the example placeholder')
  }, 60_000)

  it('refuses to start the embedded Postgres without DATABASE_URL unless told to', async () => {
    const { code, output } = await runScript('scripts/start.ts', deploymentEnv({ PAYLOAD_SECRET: goodSecret }))
    expect(code, output).not.toBe(0)
    expect(output).toContain('A deployment (NODE_ENV=production) does not start the embedded Postgres')
    expect(output).not.toContain('Embedded Postgres listening')
  }, 60_000)
})

describe('preparing an empty database in production', () => {
  it('loads no sample content unless LOAD_SAMPLE_CONTENT=true, and says so', async () => {
    await postgres.createDatabase(database)
    const env = deploymentEnv({ PAYLOAD_SECRET: goodSecret, DATABASE_URL: postgres.urlFor(database) })
    const first = await runScript('scripts/prepare-database.ts', env)
    expect(first.code, first.output).toBe(0)
    expect(first.output).toContain('the sample content is not loaded (set LOAD_SAMPLE_CONTENT=true to load it)')
    expect(await courseCount()).toBe(0)

    const told = await runScript('scripts/prepare-database.ts', { ...env, LOAD_SAMPLE_CONTENT: 'true' })
    expect(told.code, told.output).toBe(0)
    expect(told.output).toContain('Sample content loaded')
    expect(await courseCount()).toBeGreaterThan(0)
  }, 180_000)
})

describe('a setting that breaks its rule', () => {
  it('stops npm start with one line naming it, before any database is touched', async () => {
    const { code, output } = await runScript('scripts/start.ts', deploymentEnv({ TRUST_PROXY_HOPS: 'abc', PAYLOAD_SECRET: goodSecret, DATABASE_URL: postgres.urlFor(database) }))
    expect(code, output).toBe(1)
    expect(output).toContain('[config] Not starting: TRUST_PROXY_HOPS must be a whole number of 0 or more (got "abc").')
    expect(output).not.toContain('[db]')
    expect(output).not.toMatch(/^\s+at /m)
  }, 60_000)

  it('stops the server itself too, and never shows a secret it refuses', async () => {
    const { code, output } = await runScript('server.ts', deploymentEnv({ LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://root:hunter2@db/x', PAYLOAD_SECRET: goodSecret }))
    expect(code, output).toBe(1)
    expect(output).toContain('[server] Not starting: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud").')
    expect(output).toContain('[server] Not starting: DATABASE_URL must be a URL such as postgres://')
    expect(output).not.toContain('hunter2')
  }, 60_000)
})

describe('a port already in use', () => {
  it('is one line naming the port and what to do, not a stack trace', async () => {
    const busy = net.createServer()
    await new Promise<void>((resolve) => busy.listen(0, '0.0.0.0', resolve))
    const { port } = busy.address() as net.AddressInfo
    try {
      const { code, output } = await runScript('server.ts', { ...process.env, NODE_ENV: 'production', PORT: String(port) })
      expect(code, output).toBe(1)
      expect(output).toContain(`Port ${port} is already in use: stop what is running there, or start with another PORT`)
      expect(output).not.toMatch(/^\s+at /m)
      expect(output).not.toContain('EADDRINUSE')
    } finally {
      busy.close()
    }
  }, 90_000)
})
