import { describe, expect, it } from 'vitest'

import { SHARED_CACHE_SECONDS } from '@/lib/rules/sharedCacheLifetime'

import { ApiClient, callEach } from '../../support/apiClient'
import { uniqueEmail } from '../../support/payload'
import { testEnv } from '../../support/testEnv'

/** One way in, one way out: every input a client can send gets a clear error body, never a 500. */
const client = new ApiClient()
const { baseUrl } = testEnv()

const rawPost = (path: string, body: BodyInit, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  fetch(`${baseUrl}${path}`, { method: 'POST', headers, body })

describe('request bodies', () => {
  it('answers 413 to a 2 MB body, and the next request as usual', async () => {
    const huge = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) })
    const response = await rawPost('/api/v1/login', huge)
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ message: expect.stringContaining('too large') })
    expect((await client.get('/api/v1/courses')).status).toBe(200)
  })

  it('answers 413 to a large body sent without a length (chunked)', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024))
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 20) return controller.close()
        sent += 1
        controller.enqueue(chunk)
      },
    })
    const response = await fetch(`${baseUrl}/api/v1/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    expect(response.status).toBe(413)
  })

  it.each([
    ['malformed JSON', '{"email": '],
    ['an array', '[1, 2]'],
    ['null', 'null'],
    ['a string', '"hello"'],
    ['a number', '42'],
  ])('answers 400 to %s', async (_label, body) => {
    const response = await rawPost('/api/v1/login', body)
    expect(response.status).toBe(400)
    const json = (await response.json()) as { message: string }
    expect(json.message).toMatch(/JSON/)
  })

  it('answers 415 to a write whose body is not JSON', async () => {
    const response = await rawPost('/api/v1/login', 'email=a@b.co&password=x', { 'content-type': 'application/x-www-form-urlencoded' })
    expect(response.status).toBe(415)
    expect(((await response.json()) as { message: string }).message).toContain('JSON')
  })

  it.each([
    ["' OR 1=1 --", "' OR 1=1 --"],
    ['an operator object', { $gt: '' }],
    ['a number', 12345],
    ['an array', ['a@b.co']],
    ['null', null],
  ])('answers 400 to %s as an email', async (_label, email) => {
    const response = await client.post('/api/v1/login', { email, password: 'whatever' })
    expect(response.status).toBe(400)
    expect(response.body).toEqual({
      message: 'Please enter a valid email address',
      errors: [{ field: 'email', message: 'Please enter a valid email address' }],
    })
  })

  it('answers 400 with field messages to wrong types everywhere', async () => {
    const response = await client.post('/api/v1/register', {
      firstName: 1,
      lastName: { a: 1 },
      email: 'x@example.test',
      company: [],
      password: true,
    })
    expect(response.status).toBe(400)
    expect(response.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'firstName', message: 'First name is required' },
        { field: 'lastName', message: 'Last name is required' },
        { field: 'company', message: 'Company name is required' },
        { field: 'password', message: 'Password must be at least 6 characters long' },
      ]),
    )
  })

  it('ignores fields it does not know (no mass assignment)', async () => {
    const email = uniqueEmail('strip')
    const response = await client.post('/api/v1/register', {
      firstName: 'Ann',
      lastName: 'Lee',
      email,
      company: 'Lee Ltd',
      password: 'secret-123',
      membershipTier: 'premium',
      id: '00000000-0000-0000-0000-000000000000',
    })
    expect(response.status).toBe(201)
    expect(response.body.membershipTier).toBe('free')
    expect(response.body.id).not.toBe('00000000-0000-0000-0000-000000000000')
  })
})

describe('routing and origin', () => {
  it('answers 404 with the error body for unknown calls under /api/v1', async () => {
    const unknownCalls = ['GET /api/v1/nothing-here', 'POST /api/v1/courses/x/y/z', 'PUT /api/v1/account/unknown', 'DELETE /api/v1/courses/x/y']
    for (const { call, response } of await callEach(client, unknownCalls)) {
      expect(response.status, call).toBe(404)
      expect(response.body, call).toEqual({ message: expect.any(String) })
    }
  })

  it('refuses a state-changing call from another origin with 403', async () => {
    const response = await client.post('/api/v1/login', { email: 'a@b.co', password: 'x' }, { headers: { origin: 'https://evil.example' } })
    expect(response.status).toBe(403)
    expect(response.body).toEqual({ message: expect.any(String) })
  })

  it('accepts calls from its own origin', async () => {
    const response = await client.post('/api/v1/login', { email: 'nobody@example.test', password: 'x' }, { headers: { origin: new URL(baseUrl).origin } })
    expect(response.status).toBe(401)
  })
})

describe('security headers', () => {
  it.each(['/', '/api/v1/courses', '/admin/login', '/media/sample-lesson.mp4'])('are on %s', async (path) => {
    const response = await fetch(`${baseUrl}${path}`)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'")
  })

  it("forbid framing the site, while the admin may frame itself", async () => {
    expect((await fetch(`${baseUrl}/`)).headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect((await fetch(`${baseUrl}/admin/login`)).headers.get('content-security-policy')).toContain("frame-ancestors 'self'")
  })

  // Critical-CH makes Chromium throw a first visit's page away and ask again (payloadcms/payload#17906).
  it.each(['/', '/v1', '/v1/courses', '/privacy-policy', '/api/v1/courses'])('ask no client hint on %s, so a first visit is one round trip', async (path) => {
    const response = await fetch(`${baseUrl}${path}`, { redirect: 'manual' })
    expect(response.headers.get('critical-ch')).toBeNull()
    expect(response.headers.get('accept-ch')).toBeNull()
    expect(response.headers.get('vary') ?? '').not.toContain('Sec-CH-Prefers-Color-Scheme')
  })

  it('ask for the colour-scheme hint in the admin, which themes itself by it', async () => {
    const response = await fetch(`${baseUrl}/admin/login`)
    expect(response.headers.get('accept-ch')).toBe('Sec-CH-Prefers-Color-Scheme')
    expect(response.headers.get('critical-ch')).toBe('Sec-CH-Prefers-Color-Scheme')
  })

  it('do not cache API answers', async () => {
    expect((await client.get('/api/v1/courses')).headers.get('cache-control')).toBe('no-store')
  })

  it.each(['/', '/privacy-policy'])('let a CDN keep the prerendered %s for a minute, not the year Next asks for', async (path) => {
    const response = await fetch(`${baseUrl}${path}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe(`public, max-age=0, s-maxage=${SHARED_CACHE_SECONDS}, stale-while-revalidate=${SHARED_CACHE_SECONDS}`)
  })

  it("keep a signed-in learner's pages out of shared caches", async () => {
    expect((await fetch(`${baseUrl}/v1/courses`)).headers.get('cache-control')).toMatch(/^private, no-cache, no-store/)
  })
})
