import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

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

/** How each entry point is started: the TypeScript scripts through tsx, the image's compiled ones (dist/) as its Dockerfile does. */
const flagsFor = (script: string): string[] => {
  if (script === 'server.ts') return serverFlags
  if (script === 'dist/server.js') return ['--enable-source-maps']
  if (script === 'dist/prepare-database.js') return ['--conditions=react-server']
  return outsideNextFlags
}

const runScript = (script: string, env: NodeJS.ProcessEnv) =>
  new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [...flagsFor(script), script], { env, stdio: ['ignore', 'pipe', 'pipe'] })
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

const hasTables = async (): Promise<boolean> => {
  const client = new pg.Client({ connectionString: postgres.urlFor(database) })
  await client.connect()
  try {
    const { rows } = await client.query<{ count: number }>(`SELECT count(*)::int AS count FROM pg_tables WHERE schemaname = 'public'`)
    return rows[0].count > 0
  } finally {
    await client.end()
  }
}

describe('every entry point in production', () => {
  // The image's entry points (deploy/Dockerfile), npm start's, and the server npm start runs.
  const entryPoints = ['dist/server.js', 'dist/prepare-database.js', 'scripts/start.ts', 'server.ts']
  const secrets = {
    placeholder: 'change-me-to-64-random-characters',
    short: 'change-me',
    patterned: 'ab'.repeat(20),
  }

  it('refuses an example, short or patterned PAYLOAD_SECRET with one line, before it touches the database', async () => {
    const compiled = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/compile-server.ts'], { encoding: 'utf8' })
    expect(compiled.status, compiled.stderr).toBe(0)
    await postgres.createDatabase(database)

    for (const script of entryPoints) {
      for (const [kind, secret] of Object.entries(secrets)) {
        const { code, output } = await runScript(script, deploymentEnv({ PAYLOAD_SECRET: secret, DATABASE_URL: postgres.urlFor(database) }))
        const about = `${script} with a ${kind} secret:\n${output}`
        expect(code, about).toBe(1)
        const lines = output.trim().split('\n')
        expect(lines.filter((line) => line.includes('PAYLOAD_SECRET')), about).toEqual([expect.stringMatching(/^\[\w+\] Not starting: PAYLOAD_SECRET (is the example placeholder|is 9 characters long|repeats a few characters)/)])
        expect(lines.at(-1), about).toMatch(/Fix the environment \(or \.env\) and start again/)
        expect(lines, about).toHaveLength(2)
        expect(output, about).not.toContain(secret)
      }
    }
    expect(await hasTables()).toBe(false)
  }, 180_000)

  it('refuses to start without a PAYLOAD_SECRET, rather than failing inside Payload', async () => {
    for (const script of ['dist/server.js', 'dist/prepare-database.js']) {
      const { code, output } = await runScript(script, deploymentEnv({ DATABASE_URL: postgres.urlFor(database) }))
      expect(code, output).toBe(1)
      expect(output).toMatch(/^\[\w+\] Not starting: PAYLOAD_SECRET is not set; a deployment \(NODE_ENV=production\) needs one/m)
      expect(output).not.toMatch(/^\s+at /m)
    }
    expect(await hasTables()).toBe(false)
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

describe('secrets given as files (NAME_FILE)', () => {
  const secretsDir = mkdtempSync(path.join(os.tmpdir(), 'solvingtech-secret-files-'))
  const secretFile = (name: string, content: string) => {
    const file = path.join(secretsDir, name)
    writeFileSync(file, `${content}\n`)
    return file
  }
  const fileDatabase = `solvingtech_deploy_files_${Date.now()}_${process.pid}`

  afterAll(async () => {
    rmSync(secretsDir, { recursive: true, force: true })
    await postgres.dropDatabase(fileDatabase)
  })

  it('are read by every entry point: a short secret in its file is refused like one in the environment, and an unreadable file is named', async () => {
    for (const script of ['dist/server.js', 'dist/prepare-database.js', 'scripts/start.ts']) {
      const short = await runScript(script, deploymentEnv({ PAYLOAD_SECRET_FILE: secretFile('short', 'tiny-secret-9'), DATABASE_URL: postgres.urlFor(fileDatabase) }))
      expect(short.code, short.output).toBe(1)
      expect(short.output).toMatch(/Not starting: PAYLOAD_SECRET is 13 characters long/)
      expect(short.output).not.toContain('tiny-secret-9')

      const missing = path.join(secretsDir, 'not-there')
      const unreadable = await runScript(script, deploymentEnv({ PAYLOAD_SECRET_FILE: missing, DATABASE_URL: postgres.urlFor(fileDatabase) }))
      expect(unreadable.code, unreadable.output).toBe(1)
      expect(unreadable.output).toContain(`Not starting: PAYLOAD_SECRET_FILE names a file that cannot be read (${missing}: ENOENT)`)
    }
  }, 120_000)

  it('migrate a database whose address and the secret come from files only', async () => {
    await postgres.createDatabase(fileDatabase)
    const env = deploymentEnv({ PAYLOAD_SECRET_FILE: secretFile('payload_secret', goodSecret), DATABASE_URL_FILE: secretFile('database_url', postgres.urlFor(fileDatabase)) })
    const prepared = await runScript('dist/prepare-database.js', env)
    expect(prepared.code, prepared.output).toBe(0)
    expect(prepared.output).not.toContain(goodSecret)
    const client = new pg.Client({ connectionString: postgres.urlFor(fileDatabase) })
    await client.connect()
    try {
      const { rows } = await client.query<{ count: number }>(`SELECT count(*)::int AS count FROM payload_migrations`)
      expect(rows[0].count).toBeGreaterThan(0)
    } finally {
      await client.end()
    }
  }, 180_000)
})
