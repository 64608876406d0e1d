import { spawn } from 'node:child_process'

import { afterAll, describe, expect, it } from 'vitest'

import { ensurePostgresServer } from '../../../scripts/lib/postgres'
import { outsideNextFlags } from '../../../scripts/lib/run'

/** SEED_ADMIN_PASSWORD follows the staff password rule: seeding stops, and says why, when it is too short. */
const postgres = await ensurePostgresServer()
const database = `solvingtech_seedadmin_${Date.now()}_${process.pid}`

afterAll(async () => {
  await postgres.dropDatabase(database)
})

const prepareDatabase = (env: NodeJS.ProcessEnv) =>
  new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [...outsideNextFlags, 'scripts/prepare-database.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('exit', (code) => resolve({ code, output }))
  })

describe('seeding the first staff account', () => {
  it('fails with a clear message when SEED_ADMIN_PASSWORD is under 12 characters', async () => {
    await postgres.createDatabase(database)
    const env = { ...process.env, DATABASE_URL: postgres.urlFor(database), SEED_ADMIN_EMAIL: 'owner@solvingtech.test', SEED_ADMIN_PASSWORD: 'short-pass' }
    const { code, output } = await prepareDatabase(env)
    expect(code, output).not.toBe(0)
    expect(output).toContain('SEED_ADMIN_PASSWORD is too short: staff passwords need at least 12 characters.')
    expect(output).not.toContain('Created the staff account')
  }, 120_000)
})
