import { mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { readSecretFiles, secretsReadableFromFiles } from '@/lib/server/envSchema'

const folder = mkdtempSync(path.join(os.tmpdir(), 'solvingtech-secrets-'))
const secretFile = (name: string, content: string): string => {
  const file = path.join(folder, name)
  writeFileSync(file, content)
  return file
}

/** Secrets given as files (src/lib/server/envSchema.ts, readSecretFiles), as Docker and Kubernetes mount them. */
describe('a secret given as NAME_FILE', () => {
  it('is read from its file, without the final line break, into the environment', () => {
    const environment: Record<string, string | undefined> = {
      PAYLOAD_SECRET_FILE: secretFile('payload_secret', '3f9c1a7e5b2d4c6e8a0b1c2d3e4f5a6b\n'),
      SMTP_PASS_FILE: secretFile('smtp_pass', 'p@ss word \r\n'),
    }
    expect(readSecretFiles(environment)).toEqual([])
    expect(environment.PAYLOAD_SECRET).toBe('3f9c1a7e5b2d4c6e8a0b1c2d3e4f5a6b')
    expect(environment.SMTP_PASS).toBe('p@ss word ')
  })

  it('says which file it cannot read, without any secret, and leaves the setting unset', () => {
    const environment: Record<string, string | undefined> = { DATABASE_URL_FILE: path.join(folder, 'missing') }
    expect(readSecretFiles(environment)).toEqual([`DATABASE_URL_FILE names a file that cannot be read (${path.join(folder, 'missing')}: ENOENT)`])
    expect(environment.DATABASE_URL).toBeUndefined()
  })

  it('refuses a NAME set to another value beside it, and accepts the same value (a process started by one that read the file)', () => {
    const file = secretFile('redis_url', 'redis://:hunter2@cache:6379')
    const conflicting = { REDIS_URL: 'redis://:other@cache:6379', REDIS_URL_FILE: file }
    expect(readSecretFiles(conflicting)).toEqual(['REDIS_URL and REDIS_URL_FILE are both set, to different values: set one of them'])
    expect(readSecretFiles({ REDIS_URL: 'redis://:hunter2@cache:6379', REDIS_URL_FILE: file })).toEqual([])
  })

  it('is offered for every secret, and only for secrets', () => {
    expect(secretsReadableFromFiles).toEqual(expect.arrayContaining(['PAYLOAD_SECRET', 'DATABASE_URL', 'SMTP_PASS', 'S3_SECRET_ACCESS_KEY', 'BACKUP_ENCRYPTION_KEY']))
    const environment: Record<string, string | undefined> = { PORT_FILE: secretFile('port', '4000') }
    expect(readSecretFiles(environment)).toEqual([])
    expect(environment.PORT).toBeUndefined()
  })
})
