import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import path from 'node:path'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { migrations } from '@/migrations'
import { outsideNextNodeOptions } from '../../scripts/lib/run'
import { testPayload } from '../support/payload'
import { inProjectCopy } from '../support/projectCopy'

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
