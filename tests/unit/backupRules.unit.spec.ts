import { generateIdentity, identityToRecipient } from 'age-encryption'
import { describe, expect, it } from 'vitest'

import { environmentProblems, setting } from '@/lib/server/envSchema'
import { BackupProblem } from '../../scripts/lib/backup/backupProblem'
import { backedUpRows, credentialTables, heldBack } from '../../scripts/lib/backup/liveCredentials'
import { manifestSchema } from '../../scripts/lib/backup/manifest'
import { checkManifestSignature, signManifest } from '../../scripts/lib/backup/signature'

const secret = '3f9c1a7e5b2d4c6e8a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f'
const bytes = (text: string) => new TextEncoder().encode(text)

describe("a backup's signature", () => {
  const manifest = bytes('{"format":"solving-tech-backup"}\n')
  const signature = signManifest(manifest, secret)

  it('is an HMAC-SHA256 line that checks out for exactly those bytes and that secret', () => {
    expect(signature).toMatch(/^HMAC-SHA256 [0-9a-f]{64}\n$/)
    expect(() => checkManifestSignature(manifest, signature, secret, '/backups/x')).not.toThrow()
  })

  it('refuses a changed manifest, another secret, a damaged or missing signature, in words', () => {
    const refusal = (...args: Parameters<typeof checkManifestSignature>) => {
      try {
        checkManifestSignature(...args)
        return null
      } catch (error) {
        expect(error).toBeInstanceOf(BackupProblem)
        return (error as Error).message
      }
    }
    const mismatch = /does not match its signature: it was changed after the backup was made, or the backup was made with another PAYLOAD_SECRET/
    expect(refusal(bytes('{"format":"solving-tech-backup" }\n'), signature, secret, '/b')).toMatch(mismatch)
    expect(refusal(manifest, signature, `${secret.slice(1)}0`, '/b')).toMatch(mismatch)
    expect(refusal(manifest, 'HMAC-SHA256 00', secret, '/b')).toMatch(mismatch)
    expect(refusal(manifest, null, secret, '/b')).toMatch(/is not signed \(it has no manifest\.sig\)/)
  })
})

describe("a backup's manifest", () => {
  const file = { path: 'tables/users.copy.gz', bytes: 10, sha256: 'a'.repeat(64) }
  const upload = (name: string, inBackup = `uploads/media/${name}`) => ({ name, path: inBackup, bytes: 1, sha256: 'b'.repeat(64) })
  const manifest = (change: Record<string, unknown> = {}) => ({
    format: 'solving-tech-backup',
    formatVersion: 2,
    createdAt: '2026-11-27T00:00:00.000Z',
    encryption: 'none',
    database: { name: 'solvingtech', serverVersion: '15.20' },
    migrations: ['20261122_125743_initial'],
    tables: [{ name: 'users', columns: ['id', 'email'], rows: 1, file }],
    sequences: [],
    uploads: [{ collection: 'media', folder: 'media', storage: 'local', bucket: null, referencedFiles: 1, missingFiles: [], files: [upload('photo.jpg')] }],
    leftOut: { tables: [], columns: [] },
    ...change,
  })
  const problem = (value: unknown) => manifestSchema.safeParse(value).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)

  it('takes what db:backup writes', () => {
    expect(problem(manifest())).toBeUndefined()
    expect(problem(manifest({ uploads: [{ ...manifest().uploads[0], files: [upload('2026/photo.jpg')] }] }))).toBeUndefined()
  })

  it('refuses an upload file name that leaves its folder: .., an absolute path, a backslash or NUL', () => {
    for (const name of ['../../x/authorized_keys', '/root/.ssh/authorized_keys', 'a/../../b', '..\\x', 'a//b', './a', 'a\0b']) {
      expect(problem(manifest({ uploads: [{ ...manifest().uploads[0], files: [upload(name, 'uploads/media/1')] }] })), name).toEqual([
        'uploads.0.files.0.name: a file name inside its upload folder',
      ])
    }
  })

  it("refuses a file outside the backup or its own part of it, and a table that is not a plain name of the app's", () => {
    expect(problem(manifest({ uploads: [{ ...manifest().uploads[0], files: [upload('a', 'uploads/lesson-media/a')] }] }))).toEqual(['uploads.0.files.0.path: a file under uploads/media/'])
    expect(problem(manifest({ tables: [{ name: 'users', columns: ['id'], rows: 1, file: { ...file, path: '../users.copy.gz' } }] }))).toContain(
      'tables.0.file.path: a path inside the backup folder',
    )
    for (const name of ['pg_catalog.pg_authid', 'Users', 'users; DROP TABLE users', '']) {
      expect(problem(manifest({ tables: [{ name, columns: ['id'], rows: 1, file }] })), name).toContain("tables.0.name: a table, column or sequence name of the app")
    }
  })
})

describe('what a backup leaves out', () => {
  const table = (name: string, columns: string[]) => ({ name, columns })

  it('no row of the session and single-use link tables', () => {
    expect(credentialTables).toEqual(['users_sessions', 'course_users_sessions', 'password_reset_tokens', 'email_change_tokens'])
    expect(backedUpRows(table('users_sessions', ['_order', '_parent_id', 'id', 'expires_at']), [])).toBe(
      'SELECT "_order", "_parent_id", "id", "expires_at" FROM public."users_sessions" WHERE false',
    )
  })

  it("Payload's reset token and its expiry in every account table, as NULL", () => {
    expect(backedUpRows(table('users', ['id', 'email', 'reset_password_token', 'reset_password_expiration', 'hash']), [])).toBe(
      'SELECT "id", "email", NULL AS "reset_password_token", NULL AS "reset_password_expiration", "hash" FROM public."users"',
    )
    expect(heldBack([table('users', ['id', 'reset_password_token']), table('users_sessions', ['id']), table('courses', ['id'])])).toEqual({
      tables: ['users_sessions'],
      columns: ['users.reset_password_token'],
    })
  })

  it('rows pointing at what is left out go as a delete would take them: left out, or kept with the key NULL', () => {
    const references = [
      { table: 'payload_locked_documents_rels', column: 'password_reset_tokens_id', onDelete: 'c' },
      { table: 'payload_locked_documents_rels', column: 'email_change_tokens_id', onDelete: 'c' },
      { table: 'notes', column: 'session_id', onDelete: 'n' },
    ]
    expect(backedUpRows(table('payload_locked_documents_rels', ['id', 'password_reset_tokens_id', 'email_change_tokens_id']), references)).toBe(
      'SELECT "id", "password_reset_tokens_id", "email_change_tokens_id" FROM public."payload_locked_documents_rels" WHERE "password_reset_tokens_id" IS NULL AND "email_change_tokens_id" IS NULL',
    )
    expect(backedUpRows(table('notes', ['id', 'session_id']), references)).toBe('SELECT "id", NULL AS "session_id" FROM public."notes"')
  })
})

describe('BACKUP_ENCRYPTION_KEY and SMTP_REQUIRE_TLS', () => {
  it('take an age recipient or identity, and refuse anything else without repeating it', async () => {
    const identity = await generateIdentity()
    expect(environmentProblems({ BACKUP_ENCRYPTION_KEY: identity })).toEqual([])
    expect(environmentProblems({ BACKUP_ENCRYPTION_KEY: await identityToRecipient(identity) })).toEqual([])
    for (const wrong of ['age1bad', identity.toLowerCase(), `${identity}x`, 'change-me']) {
      expect(environmentProblems({ BACKUP_ENCRYPTION_KEY: wrong }), wrong).toEqual([
        'BACKUP_ENCRYPTION_KEY must be an age recipient (age1…) or identity (AGE-SECRET-KEY-1…), as age-keygen makes them',
      ])
    }
  })

  it('is a flag, off by default', () => {
    expect(setting('SMTP_REQUIRE_TLS', {})).toBe(false)
    expect(setting('SMTP_REQUIRE_TLS', { SMTP_REQUIRE_TLS: 'true' })).toBe(true)
    expect(environmentProblems({ SMTP_REQUIRE_TLS: 'yes' })).toEqual(['SMTP_REQUIRE_TLS must be true or false (got "yes")'])
  })
})
