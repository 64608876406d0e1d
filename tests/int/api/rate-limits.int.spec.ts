import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ApiClient, registrationFor } from '../../support/apiClient'
import { clearRateLimitCounters, startExtraServer } from '../../support/extraServer'
import { uniqueEmail } from '../../support/payload'

/** Per-client limits, checked on a second app instance that allows 3 calls a minute (counters live in Postgres). */
let server: Awaited<ReturnType<typeof startExtraServer>>

beforeAll(async () => {
  server = await startExtraServer({ RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_SECONDS: '60' })
})

afterAll(async () => {
  await server?.stop()
  await clearRateLimitCounters()
})

const calls: [string, () => unknown][] = [
  ['/api/v1/register', () => registrationFor(uniqueEmail('limited'))],
  ['/api/v1/forgot-password', () => ({ email: uniqueEmail('limited') })],
  ['/api/v1/sign-in-code', () => ({ email: uniqueEmail('limited') })],
  ['/api/program-signup', () => ({ name: 'A', email: uniqueEmail('limited'), teamSize: '2-8', consent: true })],
  ['/api/v1/contact', () => ({ name: 'A', email: uniqueEmail('limited'), subject: 'Hi', message: 'A long enough message.' })],
]

describe('rate limits per client and call', () => {
  it.each(calls)('%s answers 429 with Retry-After after RATE_LIMIT_MAX calls', async (path, body) => {
    await clearRateLimitCounters()
    const client = new ApiClient(server.baseUrl)
    for (let call = 0; call < 3; call += 1) expect((await client.post(path, body())).status).toBeLessThan(400)
    const limited = await client.post(path, body())
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60)
    expect(limited.body).toEqual({ message: expect.any(String) })
  })

  it('counts each call separately', async () => {
    await clearRateLimitCounters()
    const client = new ApiClient(server.baseUrl)
    for (let call = 0; call < 3; call += 1) await client.post('/api/v1/contact', calls[3][1]())
    expect((await client.post('/api/v1/forgot-password', { email: uniqueEmail('other-call') })).status).toBe(200)
  })
})

describe('client address', () => {
  it('cannot be spoofed with X-Forwarded-For to dodge the limit', async () => {
    await clearRateLimitCounters()
    const client = new ApiClient(server.baseUrl)
    for (let call = 0; call < 3; call += 1) await client.post('/api/v1/contact', calls[3][1](), { headers: { 'x-forwarded-for': `10.0.0.${call}` } })
    const spoofed = await client.post('/api/v1/contact', calls[3][1](), { headers: { 'x-forwarded-for': '203.0.113.77' } })
    expect(spoofed.status).toBe(429)
  })
})
