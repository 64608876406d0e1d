import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'

import { generateIdentity, identityToRecipient } from 'age-encryption'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import config from '@payload-config'
import { migrations } from '@/migrations'
import { applyMigrations } from '../../scripts/lib/backup/migrations'
import { referencedFiles } from '../../scripts/lib/backup/referencedFiles'
import { signManifest } from '../../scripts/lib/backup/signature'
import { uploadFolders } from '../../scripts/lib/backup/uploadFolders'
import { ensurePostgresServer } from '../../scripts/lib/postgres'
import { prepareDatabase } from '../../scripts/lib/prepareDatabase'
import { freshDatabaseWithoutStaff, queryOn } from '../support/freshDatabase'
import { inProjectCopy } from '../support/projectCopy'

type Database = Awaited<ReturnType<typeof freshDatabaseWithoutStaff>>
type TableState = { table: string; rows: number; checksum: string }
type Manifest = {
  tables: { name: string; columns: string[]; rows: number; file: { path: string; bytes: number; sha256: string } }[]
  uploads: { collection: string; folder: string; storage: string; missingFiles: string[]; files: { name: string; path: string; bytes: number; sha256: string }[] }[]
  leftOut: { tables: string[]; columns: string[] }
  [key: string]: unknown
}

/** Text that COPY's text format has to escape: a tab, a new line, backslashes, `\N` (its NULL) and non-ASCII. */
const awkwardName = 'Tab\there, new\nline, back\\slash \\N, “quotes” and a brick 🧱'

/** Live credentials a backup must not hold (README, "Backups"): session rows, single-use links, Payload's reset token. */
const heldBackTables = ['course_users_sessions', 'email_change_tokens', 'password_reset_tokens', 'users_sessions']
const liveSecrets = {
  staffResetToken: randomBytes(20).toString('hex'),
  learnerResetToken: randomBytes(20).toString('hex'),
  staffSession: `staff-session-${randomBytes(8).toString('hex')}`,
  learnerSession: `learner-session-${randomBytes(8).toString('hex')}`,
  resetLinkHash: randomBytes(32).toString('hex'),
  emailChangeHash: randomBytes(32).toString('hex'),
}

let database: Database
const scratch = mkdtempSync(path.join(os.tmpdir(), 'solvingtech-backup-'))
const backupDir = path.join(scratch, 'backup')

/**
 * `npm run <script> -- <args>` as an operator runs it, on this test's database (or `url`'s), in `cwd` (the project by
 * default), with `env` added, under the umask `umask`. In a project copy the upload folders are the copy's own, as on a
 * new machine; in the project, the test stack's (UPLOADS_DIR). It does not block, so the older-release restore runs
 * beside the other tests.
 */
const npmRun = (script: string, args: string[], { cwd = process.cwd(), url = database.url, env = {} as Record<string, string>, umask = '022' } = {}) =>
  new Promise<{ status: number | null; stdout: string; stderr: string; seconds: number }>((resolve, reject) => {
    const started = Date.now()
    const child = spawn('sh', ['-c', `umask ${umask} && exec npm run --silent "$0" -- "$@"`, script, ...args], {
      cwd,
      env: { ...process.env, DATABASE_URL: url, SEED_ADMIN_EMAIL: '', SEED_ADMIN_PASSWORD: '', ...(cwd === process.cwd() ? {} : { UPLOADS_DIR: '' }), ...env },
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')))
    const timer = setTimeout(() => child.kill('SIGKILL'), 180_000)
    child.on('error', reject)
    child.on('close', (status) => {
      clearTimeout(timer)
      resolve({ status, stdout, stderr, seconds: (Date.now() - started) / 1000 })
    })
  })

/**
 * Every table of `public` on `url` with its row count and a checksum of its rows (each row as JSON, Payload's reset
 * token and its expiry as NULL, in order). `asBackedUp`: what a backup keeps of it, so what a restore must give back:
 * no rows of the tables holding live credentials, nor of rows pointing at them.
 */
const tableStates = async (url: string, { asBackedUp = false } = {}): Promise<TableState[]> => {
  const tables = await queryOn<{ name: string; resetColumns: boolean }>(
    url,
    `SELECT t.tablename::text AS name, EXISTS (SELECT 1 FROM information_schema.columns c
       WHERE c.table_schema = 'public' AND c.table_name = t.tablename AND c.column_name = 'reset_password_token') AS "resetColumns"
     FROM pg_tables t WHERE t.schemaname = 'public' ORDER BY 1`,
  )
  const states: TableState[] = []
  for (const { name, resetColumns } of tables) {
    const row = resetColumns ? `to_jsonb(t) || '{"reset_password_token": null, "reset_password_expiration": null}'::jsonb` : 'to_jsonb(t)'
    const where = !asBackedUp ? '' : heldBackTables.includes(name) ? 'WHERE false' : name === 'payload_locked_documents_rels' ? 'WHERE password_reset_tokens_id IS NULL AND email_change_tokens_id IS NULL' : ''
    const [state] = await queryOn<{ rows: number; checksum: string }>(
      url,
      `SELECT count(*)::int AS rows, md5(coalesce(string_agg(r::text, E'\\n' ORDER BY r::text), '')) AS checksum FROM (SELECT ${row} AS r FROM ${pg.escapeIdentifier(name)} t ${where}) rows`,
    )
    states.push({ table: name, ...state })
  }
  return states
}

const sequenceStates = (url = database.url) => queryOn(url, `SELECT sequencename::text AS name, last_value::text AS value FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`)

const readManifest = (dir: string): Manifest => JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8'))

/** A copy of the backup with one change; its manifest's `change` is signed again as db:backup would sign it, unless `sign` is false. */
const alteredBackup = (name: string, change: (dir: string, manifest: Manifest) => Manifest | void, { sign = true } = {}): string => {
  const dir = path.join(scratch, name)
  cpSync(backupDir, dir, { recursive: true })
  const changed = change(dir, readManifest(dir))
  if (changed) {
    const text = `${JSON.stringify(changed, null, 2)}\n`
    writeFileSync(path.join(dir, 'manifest.json'), text)
    if (sign) writeFileSync(path.join(dir, 'manifest.sig'), signManifest(new TextEncoder().encode(text), process.env.PAYLOAD_SECRET ?? ''))
  }
  return dir
}

/** A refusal is one line on stderr that says what to do, never a stack trace. */
const expectOneLineRefusal = (result: Awaited<ReturnType<typeof npmRun>>, words: RegExp) => {
  expect(result.status, result.stdout).toBe(1)
  const lines = result.stderr.trim().split('\n')
  expect(lines, result.stderr).toHaveLength(1)
  expect(lines[0]).toMatch(words)
  expect(result.stderr).not.toMatch(/\n\s+at /)
}

/** Every file and folder under `dir` (itself included) with its permission bits. */
const modesUnder = (dir: string): { path: string; folder: boolean; mode: number }[] => [
  { path: '.', folder: true, mode: statSync(dir).mode & 0o777 },
  ...readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((name) => {
    const stat = statSync(path.join(dir, name))
    return { path: name, folder: stat.isDirectory(), mode: stat.mode & 0o777 }
  }),
]

/** Staff and a learner with everything that is a live credential: reset tokens, sessions, reset and email-change links, and an edit lock on a link. */
const addLiveCredentials = async () => {
  const [staff] = await database.query<{ id: string }>(
    `INSERT INTO users (name, email, salt, hash, reset_password_token, reset_password_expiration) VALUES ('Staff', 'staff-backup@example.test', 'salt', 'hash', $1, now() + interval '1 hour') RETURNING id`,
    [liveSecrets.staffResetToken],
  )
  await database.query(`INSERT INTO users_sessions (_order, _parent_id, id, created_at, expires_at) VALUES (1, $1, $2, now(), now() + interval '1 day')`, [staff.id, liveSecrets.staffSession])
  const [learner] = await database.query<{ id: string }>(
    `INSERT INTO course_users (name, company, email, reset_password_token, reset_password_expiration) VALUES ('Learner', 'Backup Ltd', 'learner-backup@example.test', $1, now() + interval '1 hour') RETURNING id`,
    [liveSecrets.learnerResetToken],
  )
  await database.query(`INSERT INTO course_users_sessions (_order, _parent_id, id, created_at, expires_at) VALUES (1, $1, $2, now(), now() + interval '1 day')`, [learner.id, liveSecrets.learnerSession])
  const [link] = await database.query<{ id: string }>(`INSERT INTO password_reset_tokens (user_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '1 hour') RETURNING id`, [learner.id, liveSecrets.resetLinkHash])
  await database.query(`INSERT INTO email_change_tokens (user_id, new_email, token_hash, expires_at) VALUES ($1, 'new-address@example.test', $2, now() + interval '1 hour')`, [learner.id, liveSecrets.emailChangeHash])
  const [lock] = await database.query<{ id: string }>(`INSERT INTO payload_locked_documents DEFAULT VALUES RETURNING id`)
  await database.query(`INSERT INTO payload_locked_documents_rels (parent_id, path, password_reset_tokens_id) VALUES ($1, 'document', $2)`, [lock.id, link.id])
  await database.query(`INSERT INTO payload_locked_documents_rels (parent_id, path, users_id) VALUES ($1, 'user', $2)`, [lock.id, staff.id])
}

let before: TableState[]
let sequencesBefore: unknown[]

const olderReleaseMigrations = migrations.slice(0, -3).map((migration) => migration.name)

/**
 * A database of an older release (all but the last three migrations) backed up, restored into an emptied database,
 * then started as `npm start` does: what the database held after each step. It shares nothing with the other tests
 * and boots Payload four times, so it starts with the file and runs beside them (see `olderRelease`).
 */
const restoreOlderRelease = async () => {
  const postgres = await ensurePostgresServer()
  const name = `solvingtech_backup_older_${Date.now()}_${process.pid}`
  const url = postgres.urlFor(name)
  const query = async (text: string) => {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      return (await client.query(text)).rows
    } finally {
      await client.end()
    }
  }
  const state = async () => ({
    applied: (await query('SELECT name FROM payload_migrations ORDER BY name')).map((row) => row.name as string),
    rows: await query(`SELECT name FROM program_signups WHERE email = 'older@example.test'`),
  })
  const olderBackup = path.join(scratch, 'older')
  await postgres.createDatabase(name)
  try {
    await applyMigrations({ ...process.env, DATABASE_URL: url }, url, olderReleaseMigrations)
    await query(`INSERT INTO program_signups (name, email, consent) VALUES ('From an older release', 'older@example.test', true)`)
    const backup = await npmRun('db:backup', ['--out', olderBackup], { url })
    await postgres.dropDatabase(name)
    await postgres.createDatabase(name)
    const restore = await npmRun('db:restore', [olderBackup], { url })
    const afterRestore = await state()
    await prepareDatabase({ ...process.env, DATABASE_URL: url, SEED_ADMIN_EMAIL: '', SEED_ADMIN_PASSWORD: '' })
    return { backup, restore, afterRestore, afterStart: await state() }
  } finally {
    await postgres.dropDatabase(name)
  }
}

/** Started by beforeAll, awaited by its test; a failure is kept for that test to report rather than thrown unheard. */
let olderRelease: Promise<Awaited<ReturnType<typeof restoreOlderRelease>>>

beforeAll(async () => {
  olderRelease = restoreOlderRelease()
  olderRelease.catch(() => undefined)
  database = await freshDatabaseWithoutStaff('backup')
  await database.query(`INSERT INTO program_signups (name, email, company, consent) VALUES ($1, 'awkward@example.test', NULL, true)`, [awkwardName])
  await addLiveCredentials()
  before = await tableStates(database.url, { asBackedUp: true })
  sequencesBefore = await sequenceStates()
}, 120_000)

afterAll(async () => {
  await olderRelease?.catch(() => undefined)
  await database?.drop()
  rmSync(scratch, { recursive: true, force: true })
})

describe('npm run db:backup and db:restore', () => {
  it('back up the seeded database into files only their owner can read, whatever the umask: every table, its rows and the upload files, with a signed manifest', async () => {
    const backup = await npmRun('db:backup', ['--out', backupDir], { umask: '000' })
    expect(backup.status, backup.stderr).toBe(0)
    console.info(`[backup-restore] db:backup took ${backup.seconds.toFixed(1)} s: ${backup.stdout.trim().split('\n').at(-1)}`)

    const modes = modesUnder(backupDir)
    expect(modes.filter((entry) => entry.folder).length).toBeGreaterThan(3)
    expect(modes.filter((entry) => entry.mode !== (entry.folder ? 0o700 : 0o600))).toEqual([])

    const manifest = readManifest(backupDir)
    expect(manifest).toMatchObject({ format: 'solving-tech-backup', formatVersion: 2, encryption: 'none' })
    expect(readFileSync(path.join(backupDir, 'manifest.sig'), 'utf8')).toMatch(/^HMAC-SHA256 [0-9a-f]{64}\n$/)
    expect((manifest.migrations as string[]).length).toBeGreaterThan(0)
    expect(manifest.tables.map((table) => ({ table: table.name, rows: table.rows }))).toEqual(before.map(({ table, rows }) => ({ table, rows })))
    const localUploads = manifest.uploads.filter((entry) => entry.storage === 'local')
    expect(localUploads.map((entry) => entry.collection)).toEqual(expect.arrayContaining(['lesson-media', 'media', 'workbook-files', 'workbook-resources']))
    expect(localUploads.flatMap((entry) => entry.missingFiles)).toEqual([])
  }, 120_000)

  it('leave out every live credential: session rows, reset and email-change links, and the reset tokens Payload keeps in clear', async () => {
    const manifest = readManifest(backupDir)
    expect(manifest.leftOut).toEqual({ tables: heldBackTables, columns: expect.arrayContaining(['users.reset_password_token', 'course_users.reset_password_token']) })
    const rowsOf = (name: string) => manifest.tables.find((table) => table.name === name)?.rows
    for (const table of heldBackTables) expect(rowsOf(table), table).toBe(0)
    // The accounts themselves are backed up, with their password hashes: only what is live now is left out.
    expect(rowsOf('users')).toBe(1)
    const data = manifest.tables.map((table) => gunzipSync(readFileSync(path.join(backupDir, table.file.path))).toString('utf8')).join('\n')
    expect(data).toContain('staff-backup@example.test')
    expect(data).toContain('learner-backup@example.test')
    for (const [name, secret] of Object.entries(liveSecrets)) expect(data.includes(secret), name).toBe(false)
  })

  it('refuses a missing or damaged backup, one naming an unknown migration, and a database with data without --yes', async () => {
    const damaged = alteredBackup('damaged', (dir) => {
      const file = path.join(dir, 'tables', 'courses.copy.gz')
      const bytes = readFileSync(file)
      bytes[bytes.length - 10] ^= 0xff
      writeFileSync(file, bytes)
    })
    const unknownMigration = alteredBackup('future', (_dir, manifest) => ({ ...manifest, migrations: [...(manifest.migrations as string[]), '29991231_000000_from_the_future'] }))
    expectOneLineRefusal(await npmRun('db:restore', [path.join(scratch, 'no-such-backup')]), /There is no backup at/)
    expectOneLineRefusal(await npmRun('db:restore', [damaged, '--yes']), /damaged: tables\/courses\.copy\.gz/)
    expectOneLineRefusal(await npmRun('db:restore', [unknownMigration, '--yes']), /migrations this one does not have \(29991231_000000_from_the_future\)/)
    expectOneLineRefusal(await npmRun('db:restore', [backupDir]), /holds data .* --yes/)
  }, 180_000)

  it('refuses a tampered or unsigned manifest, and one naming a table, collection or place the app does not have, writing nothing', async () => {
    const stateBefore = await tableStates(database.url)
    const media = (manifest: Manifest) => manifest.uploads.find((entry) => entry.collection === 'media')!
    const withMediaFile = (manifest: Manifest, name: string) => {
      const [existing] = media(manifest).files
      return { ...manifest, uploads: manifest.uploads.map((entry) => (entry.collection === 'media' ? { ...entry, files: [...entry.files, { ...existing, name }] } : entry)) }
    }
    const withTable = (manifest: Manifest, name: string) => ({ ...manifest, tables: [...manifest.tables, { ...manifest.tables[0], name }] })
    const landed: string[] = []

    await inProjectCopy(async (project) => {
      const restore = (dir: string) => npmRun('db:restore', [dir, '--yes'], { cwd: project })
      const escapeTo = path.resolve(project, 'media', '../../x/authorized_keys')
      landed.push(escapeTo, '/root/.ssh/authorized_keys.from-backup-test')

      // Changed after the backup was made, by someone without PAYLOAD_SECRET: the signature no longer matches.
      const tampered = {
        changedRowCount: alteredBackup('more-rows', (_dir, manifest) => ({ ...manifest, tables: manifest.tables.map((table) => (table.name === 'courses' ? { ...table, rows: table.rows + 1 } : table)) }), { sign: false }),
        unknownTable: alteredBackup('unsigned-table', (_dir, manifest) => withTable(manifest, 'attacker_table'), { sign: false }),
        fileOutsideTheUploadFolder: alteredBackup('unsigned-path', (_dir, manifest) => withMediaFile(manifest, '../../x/authorized_keys'), { sign: false }),
      }
      for (const dir of Object.values(tampered)) expectOneLineRefusal(await restore(dir), /does not match its signature: it was changed after the backup was made.*Nothing was restored/)
      const unsigned = alteredBackup('unsigned', (dir) => rmSync(path.join(dir, 'manifest.sig')))
      expectOneLineRefusal(await restore(unsigned), /is not signed \(it has no manifest\.sig\)/)
      const otherSecret = await npmRun('db:restore', [backupDir, '--yes'], { cwd: project, env: { PAYLOAD_SECRET: randomBytes(32).toString('hex') } })
      expectOneLineRefusal(otherSecret, /made with another PAYLOAD_SECRET/)

      // Signed, as a manifest made by a faulty or malicious copy of the app would be: refused all the same.
      expectOneLineRefusal(await restore(alteredBackup('signed-table', (_dir, manifest) => withTable(manifest, 'attacker_table'))), /names the table attacker_table, which this app does not have/)
      expectOneLineRefusal(await restore(alteredBackup('signed-traversal', (_dir, manifest) => withMediaFile(manifest, '../../x/authorized_keys'))), /uploads\.\d+\.files\.\d+\.name: a file name inside its upload folder/)
      expectOneLineRefusal(await restore(alteredBackup('signed-absolute', (_dir, manifest) => withMediaFile(manifest, '/root/.ssh/authorized_keys.from-backup-test'))), /a file name inside its upload folder/)
      const keysFolder = alteredBackup('signed-collection', (_dir, manifest) => ({
        ...manifest,
        uploads: [...manifest.uploads, { ...media(manifest), collection: 'ssh-keys', folder: path.join(scratch, 'x'), files: media(manifest).files.map((file) => ({ ...file, path: file.path.replace('uploads/media/', 'uploads/ssh-keys/') })) }],
      }))
      cpSync(path.join(keysFolder, 'uploads', 'media'), path.join(keysFolder, 'uploads', 'ssh-keys'), { recursive: true })
      expectOneLineRefusal(await restore(keysFolder), /names the upload collection ssh-keys, which this app does not have/)

      // A link in the upload folder that leads elsewhere is never written through.
      const outside = path.join(scratch, 'outside')
      mkdirSync(outside)
      mkdirSync(path.join(project, 'media'))
      symlinkSync(outside, path.join(project, 'media', 'keys'))
      landed.push(path.join(outside, 'authorized_keys'))
      expectOneLineRefusal(await restore(alteredBackup('signed-link', (_dir, manifest) => withMediaFile(manifest, 'keys/authorized_keys'))), /media\/keys is a symbolic link: a restore writes the media files into .*media itself/)
      expect(readdirSync(path.join(project, 'media'))).toEqual(['keys'])
    }, ['scripts'])

    for (const file of landed) expect(existsSync(file), file).toBe(false)
    expect(await tableStates(database.url)).toEqual(stateBefore)
  }, 300_000)

  it('restores into the dropped database on a new machine: every row, every sequence and every upload file, and no live credential', async () => {
    const postgres = await ensurePostgresServer()
    const name = new URL(database.url).pathname.slice(1)
    await database.drop()
    await postgres.createDatabase(name)
    expect(await tableStates(database.url)).toEqual([])

    // In a copy of the project with no upload folders: the restore alone must bring the files back.
    await inProjectCopy(async (dir) => {
      expect(existsSync(path.join(dir, 'media'))).toBe(false)
      const restore = await npmRun('db:restore', [backupDir], { cwd: dir })
      expect(restore.status, restore.stderr).toBe(0)
      console.info(`[backup-restore] db:restore took ${restore.seconds.toFixed(1)} s: ${restore.stdout.trim().split('\n').at(-1)}`)

      expect(await tableStates(database.url)).toEqual(before)
      expect(await sequenceStates()).toEqual(sequencesBefore)
      const [signup] = await database.query<{ name: string }>(`SELECT name FROM program_signups WHERE email = 'awkward@example.test'`)
      expect(signup.name).toBe(awkwardName)
      expect(await database.query(`SELECT email, reset_password_token FROM users`)).toEqual([{ email: 'staff-backup@example.test', reset_password_token: null }])

      const client = new pg.Client({ connectionString: database.url })
      await client.connect()
      try {
        let checked = 0
        // The copy keeps each upload folder in its working directory; this process's config names the stack's (UPLOADS_DIR).
        for (const folder of uploadFolders(await config)) {
          const restoredFolder = path.join(dir, path.basename(folder.folder))
          for (const file of await referencedFiles(client, folder.table)) {
            expect(existsSync(path.join(restoredFolder, file)), `${folder.folder}/${file}`).toBe(true)
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
    expect(await tableStates(database.url)).toEqual(before)
  }, 240_000)

  it('encrypt with BACKUP_ENCRYPTION_KEY: nothing is readable without the identity, and a restore with it finds every row and file', async () => {
    const identity = await generateIdentity()
    const recipient = await identityToRecipient(identity)
    const expected = await tableStates(database.url, { asBackedUp: true })
    const encryptedDir = path.join(scratch, 'encrypted')
    // The machine that makes backups needs only the recipient: it cannot read them back.
    const backup = await npmRun('db:backup', ['--out', encryptedDir], { env: { BACKUP_ENCRYPTION_KEY: recipient } })
    expect(backup.status, backup.stderr).toBe(0)
    expect(backup.stdout).toMatch(/, encrypted, signed,/)

    const files = modesUnder(encryptedDir).filter((entry) => !entry.folder)
    expect(files.map((file) => file.path)).toContain('manifest.json.age')
    expect(files.map((file) => file.path)).not.toContain('manifest.json')
    for (const file of files.filter((each) => each.path !== 'manifest.sig')) {
      const bytes = readFileSync(path.join(encryptedDir, file.path))
      expect(bytes.subarray(0, 22).toString('latin1'), file.path).toBe('age-encryption.org/v1\n')
      expect(bytes.includes('awkward@example.test'), file.path).toBe(false)
      expect(bytes.includes('staff-backup@example.test'), file.path).toBe(false)
    }
    // Upload files are numbered: their names (which can name a learner) are in the encrypted manifest only.
    expect(readdirSync(path.join(encryptedDir, 'uploads', 'media')).every((name) => /^\d+\.age$/.test(name))).toBe(true)

    const postgres = await ensurePostgresServer()
    const scratchName = `solvingtech_backup_encrypted_${Date.now()}_${process.pid}`
    const url = postgres.urlFor(scratchName)
    await postgres.createDatabase(scratchName)
    try {
      await inProjectCopy(async (dir) => {
        const restoreWith = (env: Record<string, string>) => npmRun('db:restore', [encryptedDir], { cwd: dir, url, env })
        expectOneLineRefusal(await restoreWith({}), /is encrypted: set BACKUP_ENCRYPTION_KEY to the age identity/)
        expectOneLineRefusal(await restoreWith({ BACKUP_ENCRYPTION_KEY: recipient }), /holds a recipient \(age1…\), which only encrypts/)
        expectOneLineRefusal(await restoreWith({ BACKUP_ENCRYPTION_KEY: await generateIdentity() }), /is not the key the backup in .* was encrypted to/)
        expect(await tableStates(url)).toEqual([])

        const restore = await restoreWith({ BACKUP_ENCRYPTION_KEY: identity })
        expect(restore.status, restore.stderr).toBe(0)
        expect(await tableStates(url)).toEqual(expected)
        const media = readManifest(backupDir).uploads.find((entry) => entry.collection === 'media')!
        expect(media.files.length).toBeGreaterThan(0)
        for (const file of media.files) expect(readFileSync(path.join(dir, 'media', file.name)).equals(readFileSync(path.join(backupDir, file.path))), file.name).toBe(true)
      }, ['scripts'])
    } finally {
      await postgres.dropDatabase(scratchName)
    }
  }, 300_000)

  it("restores a backup from an older release with that release's migrations; the next start applies the newer ones", async () => {
    const seen = await olderRelease
    expect(seen.backup.status, seen.backup.stderr).toBe(0)
    expect(seen.restore.status, seen.restore.stderr).toBe(0)
    expect(seen.afterRestore).toEqual({ applied: [...olderReleaseMigrations].sort(), rows: [{ name: 'From an older release' }] })
    expect(seen.afterStart).toEqual({ applied: migrations.map((migration) => migration.name).sort(), rows: [{ name: 'From an older release' }] })
  }, 240_000)
})
