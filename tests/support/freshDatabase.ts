import pg from 'pg'

import { ensurePostgresServer } from '../../scripts/lib/postgres'
import { prepareDatabase } from '../../scripts/lib/prepareDatabase'

/** Runs one SQL statement on the database at `url`, on a connection of its own. */
export const queryOn = async <Row extends Record<string, unknown>>(url: string, text: string, values: unknown[] = []): Promise<Row[]> => {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query<Row>(text, values)).rows
  } finally {
    await client.end()
  }
}

/**
 * A new database on the test's Postgres server with migrations and sample content but no staff account (seeding
 * runs without SEED_ADMIN_*). `query` runs SQL on it; `drop()` removes it.
 */
export const freshDatabaseWithoutStaff = async (name: string) => {
  const postgres = await ensurePostgresServer()
  const database = `solvingtech_${name}_${Date.now()}_${process.pid}`
  await postgres.createDatabase(database)
  const url = postgres.urlFor(database)
  const env = { ...process.env, DATABASE_URL: url, SEED_ADMIN_EMAIL: '', SEED_ADMIN_PASSWORD: '' }
  await prepareDatabase(env)
  const query = <Row extends Record<string, unknown>>(text: string, values: unknown[] = []) => queryOn<Row>(url, text, values)
  return { url, query, drop: () => postgres.dropDatabase(database) }
}

/**
 * A new database as a real deployment starts it (NODE_ENV=production without LOAD_SAMPLE_CONTENT): migrations and the
 * SEED_ADMIN_* staff account of the test stack, and no sample content at all. `drop()` removes it.
 */
export const freshDatabaseWithoutContent = async (name: string) => {
  const postgres = await ensurePostgresServer()
  const database = `solvingtech_${name}_${Date.now()}_${process.pid}`
  await postgres.createDatabase(database)
  const url = postgres.urlFor(database)
  await prepareDatabase({ ...process.env, DATABASE_URL: url, NODE_ENV: 'production', LOAD_SAMPLE_CONTENT: '' })
  const query = <Row extends Record<string, unknown>>(text: string, values: unknown[] = []) => queryOn<Row>(url, text, values)
  return { url, query, drop: () => postgres.dropDatabase(database) }
}
