import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, rmSync } from 'node:fs'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { migrations } from '@/migrations'
import { testPayload } from '../support/payload'

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

  it('match the collections: creating a migration finds no schema drift', () => {
    const before = new Set(readdirSync('src/migrations'))
    const result = spawnSync('node_modules/.bin/payload', ['migrate:create', 'drift_check', '--skip-empty'], {
      encoding: 'utf8',
      env: { ...process.env, NODE_OPTIONS: '--no-deprecation --conditions=react-server' },
      timeout: 60_000,
    })
    const created = readdirSync('src/migrations').filter((name) => !before.has(name))
    for (const name of created) rmSync(`src/migrations/${name}`)
    if (created.length && existsSync('src/migrations/index.ts')) {
      spawnSync('git', ['checkout', '--', 'src/migrations/index.ts'])
    }
    expect(result.status, result.stderr).toBe(0)
    expect(created, `schema drift: ${result.stdout}`).toEqual([])
  })
})
