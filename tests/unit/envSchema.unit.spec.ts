import { describe, expect, it } from 'vitest'

import { environmentProblems, minimumSecretLength, setting } from '@/lib/server/envSchema'

/** Every setting's rule, checked once at start (src/lib/server/envSchema.ts). */
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

describe("a deployment's PAYLOAD_SECRET", () => {
  const deployment = (secret: string | undefined) => environmentProblems({ NODE_ENV: 'production', PAYLOAD_SECRET: secret })
  const randomHex = '3f9c1a7e5b2d4c6e8a0b1c2d3e4f5a6b'

  it('is required in production, and refused under 32 characters, naming the length and how to make a good one', () => {
    expect(deployment(undefined)).toEqual([expect.stringMatching(/^PAYLOAD_SECRET is not set; a deployment \(NODE_ENV=production\) needs one: .*openssl rand -hex 32/)])
    expect(deployment('  ')).toEqual([expect.stringMatching(/^PAYLOAD_SECRET is not set/)])
    expect(minimumSecretLength).toBe(32)
    expect(deployment(randomHex.slice(0, 31))).toEqual(['PAYLOAD_SECRET is 31 characters long; a deployment needs at least 32 random characters (e.g. `openssl rand -hex 32`)'])
    expect(deployment('change-me')).toEqual([expect.stringContaining('PAYLOAD_SECRET is 9 characters long')])
  })

  it("is refused when it holds an example file's placeholder or a word put in place of a secret, however long", () => {
    for (const placeholder of [
      'change-me-to-64-random-characters',
      'CHANGE-ME-please-0123456789abcdef0123',
      'changeme'.repeat(5),
      'replace-me-with-a-long-random-value!',
      'an-example-secret-for-the-deployment-docs',
      'my-super-secret-signing-value-2026-v1',
      'Password1234567890Password1234567890',
    ]) {
      expect(deployment(placeholder), placeholder).toEqual([expect.stringMatching(/^PAYLOAD_SECRET is the example placeholder, from which anyone could compute the setup code/)])
    }
  })

  it('is refused when it repeats a few characters, however long', () => {
    for (const patterned of ['a'.repeat(40), '1234'.repeat(10), 'abcabcabcabcabcabcabcabcabcabcabc']) {
      expect(deployment(patterned), patterned).toEqual([expect.stringMatching(/^PAYLOAD_SECRET repeats a few characters, so it is easy to guess/)])
    }
  })

  it('never repeats the secret it refuses, and is reported beside the other problems', () => {
    const problems = environmentProblems({ NODE_ENV: 'production', PAYLOAD_SECRET: 'change-me-to-64-random-characters', TRUST_PROXY_HOPS: 'abc' })
    expect(problems).toHaveLength(2)
    expect(problems.join('\n')).not.toContain('change-me-to-64')
  })

  it('is taken when it is 32 or more characters of a real random value', () => {
    expect(deployment(randomHex)).toEqual([])
    expect(deployment(`${randomHex}7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f`)).toEqual([])
    expect(deployment('q9V2kYw3Lr8Zt0mXc5Nb7Hd1Jf6Gs4Pa/Ue+Ri==')).toEqual([])
  })

  it('is not required outside production, where npm start generates one into .data/', () => {
    expect(environmentProblems({ PAYLOAD_SECRET: 'change-me' })).toEqual([])
    expect(environmentProblems({ NODE_ENV: 'development' })).toEqual([])
    expect(environmentProblems({ NODE_ENV: 'test', PAYLOAD_SECRET: 'short' })).toEqual([])
  })
})

describe('TRUST_REQUEST_ID', () => {
  const trustsWith = async (variables: Record<string, string>) => {
    const saved = { TRUST_REQUEST_ID: process.env.TRUST_REQUEST_ID, TRUST_PROXY_HOPS: process.env.TRUST_PROXY_HOPS }
    delete process.env.TRUST_REQUEST_ID
    delete process.env.TRUST_PROXY_HOPS
    Object.assign(process.env, variables)
    try {
      const { env } = await import('@/lib/server/env')
      return env.trustRequestId
    } finally {
      for (const [name, value] of Object.entries(saved)) if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
  }

  it("keeps a request's own id only from a proxy, unless told otherwise", async () => {
    expect(await trustsWith({})).toBe(false)
    expect(await trustsWith({ TRUST_PROXY_HOPS: '1' })).toBe(true)
    expect(await trustsWith({ TRUST_PROXY_HOPS: '1', TRUST_REQUEST_ID: 'false' })).toBe(false)
    expect(await trustsWith({ TRUST_REQUEST_ID: 'true' })).toBe(true)
    expect(environmentProblems({ TRUST_REQUEST_ID: 'yes' })).toEqual(['TRUST_REQUEST_ID must be true or false (got "yes")'])
  })
})
