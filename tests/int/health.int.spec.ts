import { request as httpRequest } from 'node:http'
import net from 'node:net'

import { describe, expect, it } from 'vitest'

import { freePort } from '../../scripts/lib/freePort'
import { ApiClient } from '../support/apiClient'
import { startExtraServer } from '../support/extraServer'
import { removeRedisKeys, testRedisUrl, uniqueKeyPrefix } from '../support/redis'
import { uniqueEmail } from '../support/payload'
import { testEnv } from '../support/testEnv'

/** The load balancer's probes, on the test stack and on instances whose database is gone or that are shutting down. */
const { baseUrl } = testEnv()

/**
 * A GET whose request line is sent now and whose headers end only on `finish()`: its connection is busy, not idle,
 * when the server starts shutting down. HTTP/1.0, so the answer is the plain body up to the connection's end.
 */
const partialGet = async (origin: string, path: string) => {
  const { hostname, port } = new URL(origin)
  const socket = net.connect(Number(port), hostname)
  let received = ''
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')))
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()))
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()))
  await new Promise<void>((resolve) => socket.write(`GET ${path} HTTP/1.0\r\nHost: localhost\r\n`, () => resolve()))
  return {
    finish: async () => {
      socket.write('\r\n')
      await ended
      const [head, body] = received.split('\r\n\r\n')
      return { status: Number(head.split(' ')[1]), head: head.toLowerCase(), body: JSON.parse(body) as unknown }
    },
  }
}

/** A POST whose headers are sent (the server answers `100 Continue`, so the request is in flight) and whose body waits for `send()`. */
const heldPost = async (origin: string, path: string, body: unknown) => {
  const text = JSON.stringify(body)
  const request = httpRequest(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), expect: '100-continue' },
  })
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let received = ''
      response.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: received }))
    })
    request.on('error', reject)
  })
  await new Promise<void>((resolve) => request.once('continue', () => resolve()))
  return {
    send: () => {
      request.end(text)
      return answer
    },
  }
}

describe('/api/health and /api/ready on a running instance', () => {
  const anonymous = new ApiClient()

  it.each([
    ['/api/health', { status: 'ok' }],
    ['/api/ready', { status: 'ready', checks: { database: 'ok' } }],
  ])('GET %s answers 200, never cached', async (path, body) => {
    const response = await anonymous.get(path)
    expect(response.status).toBe(200)
    expect(response.body).toEqual(body)
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it.each(['/api/health', '/api/ready'])('HEAD %s answers 200 without a body', async (path) => {
    const head = await fetch(`${baseUrl}${path}`, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-type')).toContain('application/json')
    expect(await head.text()).toBe('')
  })

  it.each(['/api/health', '/api/ready'])('POST, PUT, PATCH and DELETE %s answer 405 with Allow', async (path) => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const response = await anonymous.call(method, path, {})
      expect(response.status, method).toBe(405)
      expect(response.body).toEqual({ message: `${method} is not allowed here` })
      expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS')
    }
  })
})

describe('an instance whose database is unreachable', () => {
  // Every instance shares the database: were it to make them all unready at once, the load balancer would have none
  // left and answer every page with its own error, where the instances can still answer (the offline page, clear errors).
  it('stays ready, and /api/ready says the database is unreachable, with nothing about the connection', async () => {
    const port = await freePort()
    const server = await startExtraServer({ DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres` }, { waitPath: '/api/health' })
    try {
      const client = new ApiClient(server.baseUrl)
      expect((await client.get('/api/health')).body).toEqual({ status: 'ok' })
      const ready = await client.get('/api/ready')
      expect(ready.status).toBe(200)
      expect(ready.body).toEqual({ status: 'ready', checks: { database: 'unreachable' } })
      expect(ready.headers.get('cache-control')).toBe('no-store')
      expect(ready.text).not.toContain(String(port))
      expect((await fetch(`${server.baseUrl}/api/ready`, { method: 'HEAD' })).status).toBe(200)
    } finally {
      await server.stop()
    }
  }, 120_000)
})

describe('an instance with REDIS_URL set', () => {
  it('is ready whether Redis answers PING or not (the app runs without it), and says which, with nothing about the address', async () => {
    const closedPort = await freePort()
    const keyPrefix = uniqueKeyPrefix('health')
    const [reachable, unreachable] = await Promise.all([
      startExtraServer({ REDIS_URL: testRedisUrl, REDIS_KEY_PREFIX: keyPrefix }),
      startExtraServer({ REDIS_URL: `redis://127.0.0.1:${closedPort}`, REDIS_KEY_PREFIX: keyPrefix }, { waitPath: '/api/health' }),
    ])
    try {
      const ready = await new ApiClient(reachable.baseUrl).get('/api/ready')
      expect(ready.status).toBe(200)
      expect(ready.body).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'ok' } })

      const withoutRedis = new ApiClient(unreachable.baseUrl)
      const stillReady = await withoutRedis.get('/api/ready')
      expect(stillReady.status).toBe(200)
      expect(stillReady.body).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'unreachable' } })
      expect(stillReady.text).not.toContain(String(closedPort))
      // And it serves: the catalogue and a page render from the database.
      expect((await withoutRedis.get('/api/v1/courses')).status).toBe(200)
      expect((await fetch(`${unreachable.baseUrl}/`)).status).toBe(200)
    } finally {
      await Promise.all([reachable.stop(), unreachable.stop()])
      await removeRedisKeys(keyPrefix)
    }
  }, 120_000)
})

describe('shutting down on SIGTERM', () => {
  it('answers 503 to /api/ready at once and goes on serving for the drain, then refuses new connections, finishes the request in flight, and exits 0', async () => {
    // A drain long enough for the requests below on a loaded machine; the test waits on the server's lines, not on time.
    const server = await startExtraServer({ SHUTDOWN_DRAIN_SECONDS: '15', SHUTDOWN_GRACE_SECONDS: '60', RATE_LIMIT_MAX: '1000' })
    try {
      const client = new ApiClient(server.baseUrl)
      expect((await client.get('/api/ready')).status).toBe(200)
      const ready = await partialGet(server.baseUrl, '/api/ready')
      const health = await partialGet(server.baseUrl, '/api/health')
      const message = { name: 'Sam', email: uniqueEmail('shutdown'), subject: 'Hello', message: 'Sent while the server stops' }
      const inFlight = await heldPost(server.baseUrl, '/api/v1/contact', message)

      server.signal('SIGTERM')
      await server.waitForOutput(/SIGTERM: not ready; still answering for 15 s/)
      // The drain: not ready for the load balancer's next probe, while a request that still arrives is answered.
      const drainingReady = await client.get('/api/ready')
      expect(drainingReady.status).toBe(503)
      expect(drainingReady.body).toEqual({ status: 'shutting-down' })
      const arrivingLate = await fetch(`${server.baseUrl}/api/v1/courses`)
      expect(arrivingLate.status).toBe(200)
      expect(arrivingLate.headers.get('connection')).toBe('close')
      expect(server.output()).not.toMatch(/no new connections/)

      await server.waitForOutput(/SIGTERM: no new connections/, 60_000)
      await expect(fetch(`${server.baseUrl}/api/health`)).rejects.toThrow()

      const duringGrace = await ready.finish()
      expect(duringGrace.status).toBe(503)
      expect(duringGrace.body).toEqual({ status: 'shutting-down' })
      expect(duringGrace.head).toContain('retry-after: 5')
      expect(await health.finish()).toMatchObject({ status: 200, body: { status: 'ok' } })

      const answer = await inFlight.send()
      expect(answer.status).toBe(201)
      expect(JSON.parse(answer.body)).toEqual({ message: expect.any(String) })

      expect(await server.exitCode()).toBe(0)
      expect(server.output()).toContain('[server] Stopped')
      expect(server.output()).not.toMatch(/Grace period over/)
    } finally {
      await server.stop()
    }
  }, 120_000)
})
