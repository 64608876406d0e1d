import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import config from '@payload-config'
import { migrations } from '@/migrations'
import { applyMigrations } from '../../scripts/lib/backup/migrations'
import { referencedFiles } from '../../scripts/lib/backup/referencedFiles'
import { uploadFolders } from '../../scripts/lib/backup/uploadFolders'
import { ensurePostgresServer } from '../../scripts/lib/postgres'
import { prepareDatabase } from '../../scripts/lib/prepareDatabase'
import { freshDatabaseWithoutStaff } from '../support/freshDatabase'
import { inProjectCopy } from '../support/projectCopy'

type Database = Awaited<ReturnType<typeof freshDatabaseWithoutStaff>>
type TableState = { table: string; rows: number; checksum: string }

/** Text that COPY's text format has to escape: a tab, a new line, backslashes, `\N` (its NULL) and non-ASCII. */
const awkwardName = 'Tab\there, new\nline, back\\slash \\N, “quotes” and a brick 🧱'

let database: Database
const scratch = mkdtempSync(path.join(os.tmpdir(), 'solvingtech-backup-'))
const backupDir = path.join(scratch, 'backup')

/** `npm run <script> -- <args>` as an operator runs it, on this test's database (or `url`'s), in `cwd` (the project by default). */
const npmRun = (script: string, args: string[], { cwd = process.cwd(), url = database.url } = {}) => {
  const started = Date.now()
  const result = spawnSync('npm', ['run', '--silent', script, '--', ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: url, SEED_ADMIN_EMAIL: '', SEED_ADMIN_PASSWORD: '' },
    timeout: 180_000,
  })
  return { status: result.status, stdout: result.stdout, stderr: result.stderr, seconds: (Date.now() - started) / 1000 }
}

/** Every table of `public` with its row count and a checksum of its rows (each row as text, in order). */
const tableStates = async (): Promise<TableState[]> => {
  const tables = await database.query<{ name: string }>(`SELECT tablename::text AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`)
  const states: TableState[] = []
  for (const { name } of tables) {
    const quoted = pg.escapeIdentifier(name)
    const [row] = await database.query<{ rows: number; checksum: string }>(
      `SELECT count(*)::int AS rows, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS checksum FROM ${quoted} t`,
    )
    states.push({ table: name, ...row })
  }
  return states
}

const sequenceStates = () => database.query(`SELECT sequencename::text AS name, last_value::text AS value FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`)

/** A copy of the backup with one change, for the refusals. */
const alteredBackup = (name: string, change: (dir: string) => void): string => {
  const dir = path.join(scratch, name)
  cpSync(backupDir, dir, { recursive: true })
  change(dir)
  return dir
}

/** A refusal is one line on stderr that says what to do, never a stack trace. */
const expectOneLineRefusal = (result: ReturnType<typeof npmRun>, words: RegExp) => {
  expect(result.status, result.stdout).toBe(1)
  const lines = result.stderr.trim().split('\n')
  expect(lines, result.stderr).toHaveLength(1)
  expect(lines[0]).toMatch(words)
  expect(result.stderr).not.toMatch(/\n\s+at /)
}

let before: TableState[]
let sequencesBefore: unknown[]

beforeAll(async () => {
  database = await freshDatabaseWithoutStaff('backup')
  await database.query(`INSERT INTO program_signups (name, email, company, consent) VALUES ($1, 'awkward@example.test', NULL, true)`, [awkwardName])
  before = await tableStates()
  sequencesBefore = await sequenceStates()
}, 120_000)

afterAll(async () => {
  await database?.drop()
  rmSync(scratch, { recursive: true, force: true })
})

describe('npm run db:backup and db:restore', () => {
  it('back up the seeded database: every table, its rows and the upload files, with a manifest', () => {
    const backup = npmRun('db:backup', ['--out', backupDir])
    expect(backup.status, backup.stderr).toBe(0)
    console.info(`[backup-restore] db:backup took ${backup.seconds.toFixed(1)} s: ${backup.stdout.trim().split('\n').at(-1)}`)

    const manifest = JSON.parse(readFileSync(path.join(backupDir, 'manifest.json'), 'utf8'))
    expect(manifest).toMatchObject({ format: 'solving-tech-backup', formatVersion: 1 })
    expect(manifest.migrations.length).toBeGreaterThan(0)
    expect(manifest.tables.map((table: { name: string; rows: number }) => ({ table: table.name, rows: table.rows }))).toEqual(
      before.map(({ table, rows }) => ({ table, rows })),
    )
    const localUploads = manifest.uploads.filter((entry: { storage: string }) => entry.storage === 'local')
    expect(localUploads.map((entry: { collection: string }) => entry.collection)).toEqual(expect.arrayContaining(['lesson-media', 'media', 'workbook-files', 'workbook-resources']))
    expect(localUploads.flatMap((entry: { missingFiles: string[] }) => entry.missingFiles)).toEqual([])
  }, 120_000)

  it('refuses a missing or damaged backup, one naming an unknown migration, and a database with data without --yes', () => {
    expectOneLineRefusal(npmRun('db:restore', [path.join(scratch, 'no-such-backup')]), /There is no backup at/)
    const damaged = alteredBackup('damaged', (dir) => {
      const file = path.join(dir, 'tables', 'courses.copy.gz')
      const bytes = readFileSync(file)
      bytes[bytes.length - 10] ^= 0xff
      writeFileSync(file, bytes)
    })
    expectOneLineRefusal(npmRun('db:restore', [damaged, '--yes']), /damaged: tables\/courses\.copy\.gz/)
    const unknownMigration = alteredBackup('future', (dir) => {
      const file = path.join(dir, 'manifest.json')
      const manifest = JSON.parse(readFileSync(file, 'utf8'))
      writeFileSync(file, JSON.stringify({ ...manifest, migrations: [...manifest.migrations, '29991231_000000_from_the_future'] }))
    })
    expectOneLineRefusal(npmRun('db:restore', [unknownMigration, '--yes']), /migrations this one does not have \(29991231_000000_from_the_future\)/)
    expectOneLineRefusal(npmRun('db:restore', [backupDir]), /holds data .* --yes/)
  }, 180_000)

  it('restores into the dropped database on a new machine: every row, every sequence and every upload file', async () => {
    const postgres = await ensurePostgresServer()
    const name = new URL(database.url).pathname.slice(1)
    await database.drop()
    await postgres.createDatabase(name)
    expect(await tableStates()).toEqual([])

    // In a copy of the project with no upload folders: the restore alone must bring the files back.
    await inProjectCopy(async (dir) => {
      expect(existsSync(path.join(dir, 'media'))).toBe(false)
      const restore = npmRun('db:restore', [backupDir], { cwd: dir })
      expect(restore.status, restore.stderr).toBe(0)
      console.info(`[backup-restore] db:restore took ${restore.seconds.toFixed(1)} s: ${restore.stdout.trim().split('\n').at(-1)}`)

      expect(await tableStates()).toEqual(before)
      expect(await sequenceStates()).toEqual(sequencesBefore)
      const [signup] = await database.query<{ name: string }>(`SELECT name FROM program_signups WHERE email = 'awkward@example.test'`)
      expect(signup.name).toBe(awkwardName)

      const client = new pg.Client({ connectionString: database.url })
      await client.connect()
      try {
        let checked = 0
        for (const folder of uploadFolders(await config)) {
          for (const file of await referencedFiles(client, folder.table)) {
            expect(existsSync(path.join(dir, folder.folder, file)), `${folder.folder}/${file}`).toBe(true)
            checked += 1
          }
        }
        expect(checked).toBeGreaterThan(0)
      } finally {
        await client.end()
      }
    }, ['scripts'])

    // What `npm start` does next: nothing to migrate, and the restored content is not seeded over.
    await prepareDatabase({ ...process.env, DATABASE_URL: database.url, SEED_ADMIN_EMAIL: '', SEED_ADMIN_PASSWORD: '' })
    expect(await tableStates()).toEqual(before)
  }, 240_000)

  it("restores a backup from an older release with that release's migrations; the next start applies the newer ones", async () => {
    const postgres = await ensurePostgresServer()
    const name = `solvingtech_backup_older_${Date.now()}_${process.pid}`
    const url = postgres.urlFor(name)
    const olderRelease = migrations.slice(0, -3).map((migration) => migration.name)
    const query = async (text: string) => {
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      try {
        return (await client.query(text)).rows
      } finally {
        await client.end()
      }
    }
    const appliedNames = async () => (await query('SELECT name FROM payload_migrations ORDER BY name')).map((row) => row.name)
    const olderBackup = path.join(scratch, 'older')
    await postgres.createDatabase(name)
    try {
      await applyMigrations({ ...process.env, DATABASE_URL: url }, url, olderRelease)
      await query(`INSERT INTO program_signups (name, email, consent) VALUES ('From an older release', 'older@example.test', true)`)
      const backup = npmRun('db:backup', ['--out', olderBackup], { url })
      expect(backup.status, backup.stderr).toBe(0)

      await postgres.dropDatabase(name)
      await postgres.createDatabase(name)
      const restore = npmRun('db:restore', [olderBackup], { url })
      expect(restore.status, restore.stderr).toBe(0)
      expect(await appliedNames()).toEqual([...olderRelease].sort())
      expect(await query(`SELECT name FROM program_signups WHERE email = 'older@example.test'`)).toEqual([{ name: 'From an older release' }])

      await prepareDatabase({ ...process.env, DATABASE_URL: url, SEED_ADMIN_EMAIL: '', SEED_ADMIN_PASSWORD: '' })
      expect(await appliedNames()).toEqual(migrations.map((migration) => migration.name).sort())
      expect(await query(`SELECT name FROM program_signups WHERE email = 'older@example.test'`)).toEqual([{ name: 'From an older release' }])
    } finally {
      await postgres.dropDatabase(name)
    }
  }, 240_000)
})
