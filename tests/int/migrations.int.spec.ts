import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import path from 'node:path'

import { sql } from '@payloadcms/db-postgres'
import pg from 'pg'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { migrations } from '@/migrations'
import { buildConcurrentIndexes } from '../../scripts/lib/migrations/concurrentIndexes'
import { outsideNextNodeOptions } from '../../scripts/lib/run'
import { testPayload } from '../support/payload'
import { inProjectCopy } from '../support/projectCopy'
import { testEnv } from '../support/testEnv'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('migrations', () => {
  it('are all applied to a fresh database at start', async () => {
    const result = await payload.db.drizzle.execute(sql`SELECT name FROM payload_migrations WHERE batch > 0 ORDER BY name`)
    const applied = (result.rows as { name: string }[]).map((row) => row.name)
    expect(applied).toEqual(migrations.map((migration) => migration.name).sort())
  })

  it('match the collections: creating a migration finds no schema drift', async () => {
    // In a copy of the project, so a drift found never writes a migration into the working tree.
    const { result, before, after } = await inProjectCopy((dir) => {
      const migrationsDir = path.join(dir, 'src/migrations')
      const listed = readdirSync(migrationsDir)
      const created = spawnSync('node_modules/.bin/payload', ['migrate:create', 'drift_check', '--skip-empty'], {
        cwd: dir,
        encoding: 'utf8',
        env: { ...process.env, NODE_OPTIONS: outsideNextNodeOptions },
        timeout: 60_000,
      })
      return { result: created, before: listed, after: readdirSync(migrationsDir) }
    })
    expect(result.status, result.stderr).toBe(0)
    expect(after.filter((name) => !before.includes(name)), `schema drift: ${result.stdout}`).toEqual([])
    expect(after).toEqual(before)
  }, 120_000)
})

describe('indexes built concurrently after the migrations', () => {
  it('builds a missing one outside any transaction, and rebuilds one a failed build left invalid', async () => {
    const table = `concurrent_check_${process.pid}`
    const client = new pg.Client({ connectionString: testEnv().databaseUrl })
    await client.connect()
    const run = (statement: string) => client.query(statement)
    await run(`CREATE TABLE "${table}" (v integer)`)
    try {
      await run(`INSERT INTO "${table}" VALUES (1), (1), (2)`)
      // A unique index cannot be built over the duplicate 1s: the failed concurrent build leaves it behind, invalid.
      await expect(client.query(`CREATE UNIQUE INDEX CONCURRENTLY "${table}_v_idx" ON "${table}" (v)`)).rejects.toThrow()
      const validity = async (name: string) => {
        const { rows } = await client.query<{ valid: boolean }>('SELECT i.indisvalid AS valid FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid WHERE c.relname = $1', [name])
        return rows[0]?.valid
      }
      expect(await validity(`${table}_v_idx`)).toBe(false)

      const indexes = [
        { name: `${table}_v_idx`, definition: `ON "${table}" USING btree (v)` },
        { name: `${table}_v_desc_idx`, definition: `ON "${table}" USING btree (v DESC)` },
      ]
      expect(await buildConcurrentIndexes(testEnv().databaseUrl, indexes)).toEqual(indexes.map((index) => index.name))
      expect(await validity(`${table}_v_idx`)).toBe(true)
      expect(await validity(`${table}_v_desc_idx`)).toBe(true)
      // Run again, there is nothing to do.
      expect(await buildConcurrentIndexes(testEnv().databaseUrl, indexes)).toEqual([])
    } finally {
      await run(`DROP TABLE "${table}"`)
      await client.end()
    }
  })
})
