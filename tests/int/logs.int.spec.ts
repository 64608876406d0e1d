import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startExtraServer } from '../support/extraServer'

/**
 * What an operator's log search reads (README, "Logs"): in production one JSON line per event, every line written
 * while a request is handled carrying its id (also the X-Request-Id answer header), and one access line per request
 * that names the route's shape, never a token, cookie or query string.
 */
let server: Awaited<ReturnType<typeof startExtraServer>>

beforeAll(async () => {
  // Behind one load balancer, as deployed, whose own request id is kept (TRUST_REQUEST_ID follows TRUST_PROXY_HOPS).
  server = await startExtraServer({ LOG_LEVEL: 'debug', TRUST_PROXY_HOPS: '1', TRUST_REQUEST_ID: '' })
})

afterAll(async () => {
  await server?.stop()
})

type LogLine = Record<string, unknown> & { level: string; msg?: string; requestId?: string; time: string }

const jsonLines = (): LogLine[] =>
  server
    .output()
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as LogLine)

describe('the server log in production', () => {
  it('is JSON lines only, each with its level and time', async () => {
    await fetch(`${server.baseUrl}/`)
    const lines = jsonLines()
    expect(lines.length).toBeGreaterThan(1)
    for (const line of lines) {
      expect(['fatal', 'error', 'warn', 'info', 'debug', 'trace']).toContain(line.level)
      expect(Number.isNaN(Date.parse(line.time))).toBe(false)
    }
    expect(lines.some((line) => line.msg?.includes('Listening on port'))).toBe(true)
  })

  it("gives each request an id, puts it on Payload's lines of that request and on one access line", async () => {
    const secretInQuery = 'reset-token-7Yq2Lx9PaW'
    const sessionCookie = 'solvingtech-token=not-a-real-session-5Kd8'
    const response = await fetch(`${server.baseUrl}/api/lessons/00000000-0000-4000-8000-000000000000?token=${secretInQuery}`, {
      headers: { cookie: sessionCookie },
    })
    const requestId = response.headers.get('x-request-id') ?? ''
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/)
    await server.waitForOutput(new RegExp(`"requestId":"${requestId}"[^\\n]*"route"`))

    const ofRequest = jsonLines().filter((line) => line.requestId === requestId)
    const access = ofRequest.filter((line) => 'route' in line)
    expect(access).toHaveLength(1)
    expect(access[0]).toMatchObject({ level: 'info', method: 'GET', route: '/api/lessons/:param', status: response.status })
    expect(typeof access[0].durationMs).toBe('number')
    // Payload's own line for the refused or missing lesson (logged at debug) is tagged with the same request.
    expect(ofRequest.length, JSON.stringify(ofRequest)).toBeGreaterThan(1)
    expect(server.output()).not.toContain(secretInQuery)
    expect(server.output()).not.toContain('not-a-real-session-5Kd8')
  })

  it("keeps a load balancer's own request id, so both logs can be joined", async () => {
    const response = await fetch(`${server.baseUrl}/api/v1/courses`, { headers: { 'x-request-id': 'lb-7f3a9c2e41' } })
    expect(response.headers.get('x-request-id')).toBe('lb-7f3a9c2e41')
    await server.waitForOutput(/"requestId":"lb-7f3a9c2e41"[^\n]*"route":"\/api\/v1\/courses"/)
    // An id that is not a plain token is replaced, never written into the log as sent.
    const forged = await fetch(`${server.baseUrl}/api/v1/courses`, { headers: { 'x-request-id': 'not a token; level=fatal' } })
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })
})
