import { describe, expect, it } from 'vitest'

import { environmentProblems, setting } from '@/lib/server/environment'

/** Every setting's rule, checked once at start (src/lib/server/environment.ts). */
describe('the environment checked at start', () => {
  it('accepts an empty environment, and blank values as unset', () => {
    expect(environmentProblems({})).toEqual([])
    expect(environmentProblems({ TRUST_PROXY_HOPS: ' ', SMTP_SECURE: '' })).toEqual([])
    expect(setting('TRUST_PROXY_HOPS', { TRUST_PROXY_HOPS: '' })).toBe(0)
  })

  it('names each variable that breaks its rule, with what it got', () => {
    expect(environmentProblems({ TRUST_PROXY_HOPS: 'abc', PORT: '70000', SMTP_SECURE: 'yes', STAFF_EMAIL: 'staff' })).toEqual([
      'PORT must be a port number (got "70000")',
      'TRUST_PROXY_HOPS must be a whole number of 0 or more (got "abc")',
      'SMTP_SECURE must be true or false (got "yes")',
      'STAFF_EMAIL must be an email address (got "staff")',
    ])
  })

  it('never repeats a secret it refuses', () => {
    const [problem] = environmentProblems({ DATABASE_URL: 'mysql://root:hunter2@db/x' })
    expect(problem).toBe('DATABASE_URL must be a URL such as postgres://user:password@host:5432/database')
  })

  it('reads values by the same rules: numbers, flags and defaults', () => {
    expect(setting('PORT', { PORT: '0' })).toBe(0)
    expect(setting('PORT', {})).toBe(3000)
    expect(setting('SMTP_SECURE', { SMTP_SECURE: 'true' })).toBe(true)
    expect(setting('MIGRATION_STATEMENT_TIMEOUT_MS', {})).toBe(900_000)
    expect(() => setting('RATE_LIMIT_MAX', { RATE_LIMIT_MAX: '-1' })).toThrow('RATE_LIMIT_MAX must be a whole number of 0 or more (got "-1")')
  })
})
