import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ensurePostgresServer } from '../../scripts/lib/postgres'
import { prepareDatabase } from '../../scripts/lib/prepareDatabase'
import { ApiClient, registrationFor } from '../support/apiClient'
import { startExtraServer } from '../support/extraServer'
import { uniqueEmail } from '../support/payload'

/**
 * deploy/postgres-init/01-roles.sh, run as the postgres image runs it (psql as the superuser) on the test's server, under
 * names of this run's own: the owner role migrates, and the app's role can read and write rows but not change, empty or
 * drop a table, the audit trail first of all.
 */
const postgres = await ensurePostgresServer()
const run = `${Date.now()}_${process.pid}`
const names = { owner: `solvingtech_owner_${run}`, app: `solvingtech_app_${run}`, database: `solvingtech_roles_${run}` }
const passwords = { owner: randomBytes(12).toString('hex'), app: randomBytes(12).toString('hex') }

const urlAs = (role: 'owner' | 'app'): string => {
  const url = new URL(postgres.urlFor(names.database))
  url.username = names[role]
  url.password = passwords[role]
  return url.toString()
}

const asSuperuser = async (sql: string): Promise<void> => {
  const client = new pg.Client({ connectionString: postgres.urlFor('postgres') })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

let app: pg.Client

beforeAll(async () => {
  const server = new URL(postgres.urlFor('postgres'))
  const init = spawnSync('sh', ['deploy/postgres-init/01-roles.sh'], {
    encoding: 'utf8',
    env: {
      ...process.env,
      PGHOST: server.hostname,
      PGPORT: server.port || '5432',
      PGPASSWORD: decodeURIComponent(server.password),
      POSTGRES_USER: decodeURIComponent(server.username),
      OWNER_ROLE: names.owner,
      APP_ROLE: names.app,
      APP_DATABASE: names.database,
      OWNER_DATABASE_PASSWORD: passwords.owner,
      APP_DATABASE_PASSWORD: passwords.app,
    },
  })
  expect(init.status, init.stderr).toBe(0)
  // What the compose file's `migrate` does: the release's migrations (and the sample content) as the owner.
  await prepareDatabase({ ...process.env, DATABASE_URL: urlAs('owner'), SEED_ADMIN_EMAIL: '', SEED_ADMIN_PASSWORD: '' })
  app = new pg.Client({ connectionString: urlAs('app') })
  await app.connect()
}, 180_000)

afterAll(async () => {
  await app?.end()
  await asSuperuser(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(names.database)} WITH (FORCE)`)
  await asSuperuser(`DROP ROLE IF EXISTS ${pg.escapeIdentifier(names.app)}, ${pg.escapeIdentifier(names.owner)}`)
})

/** The SQLSTATE a statement run as the app's role fails with, or null when it succeeds. */
const refusal = async (sql: string): Promise<string | null> => {
  try {
    await app.query(sql)
    return null
  } catch (error) {
    return (error as { code?: string }).code ?? String(error)
  }
}

describe("the app's database role", () => {
  it('reads and writes the rows of the audit trail', async () => {
    const detail = `roles test ${run}`
    await app.query(`INSERT INTO audit_events (event, outcome, account_type, detail) VALUES ('staff-sign-in', 'failure', 'staff', $1)`, [detail])
    const { rows } = await app.query(`SELECT event, outcome FROM audit_events WHERE detail = $1`, [detail])
    expect(rows).toEqual([{ event: 'staff-sign-in', outcome: 'failure' }])
  })

  it('cannot drop, alter or empty the audit trail, nor create or drop anything in the schema', async () => {
    const insufficientPrivilege = '42501'
    expect(await refusal('DROP TABLE audit_events')).toBe(insufficientPrivilege)
    expect(await refusal('ALTER TABLE audit_events DROP COLUMN detail')).toBe(insufficientPrivilege)
    expect(await refusal('ALTER TABLE audit_events DISABLE TRIGGER ALL')).toBe(insufficientPrivilege)
    expect(await refusal('TRUNCATE audit_events')).toBe(insufficientPrivilege)
    expect(await refusal('CREATE TABLE not_from_a_migration (id int)')).toBe(insufficientPrivilege)
    expect(await refusal('DROP SCHEMA public CASCADE')).toBe(insufficientPrivilege)
    expect(await refusal(`DROP DATABASE ${pg.escapeIdentifier(names.database)}`)).toBe(insufficientPrivilege)
    const [{ count }] = (await app.query<{ count: number }>('SELECT count(*)::int AS count FROM audit_events')).rows
    expect(count).toBeGreaterThan(0)
  })

  it('is all a running app needs: it serves pages and the API, and a learner registers', async () => {
    const server = await startExtraServer({ DATABASE_URL: urlAs('app') }, { ownPublicUrl: true })
    try {
      const client = new ApiClient(server.baseUrl)
      for (const path of ['/', '/api/v1/courses', '/api/ready']) expect((await client.get(path)).status, path).toBe(200)
      const registered = await client.post('/api/v1/register', registrationFor(uniqueEmail('roles')))
      expect(registered.status, registered.text).toBe(201)
      expect((await client.get('/api/v1/me')).status).toBe(200)
      expect(server.output()).not.toMatch(/permission denied|42501/)
    } finally {
      await server.stop()
    }
  }, 120_000)
})
