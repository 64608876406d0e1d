import { request } from 'node:http'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startExtraServer } from '../../support/extraServer'
import { uniqueEmail } from '../../support/uniqueEmail'

/**
 * A client that closes its connection half way through a request (a phone losing signal, a load tool stopping) is
 * logged as an abandoned request: never as "Database unavailable", a line that would wake an operator while the
 * database is up. A server of its own, so its log holds only these requests.
 */
let server: Awaited<ReturnType<typeof startExtraServer>>

beforeAll(async () => {
  server = await startExtraServer({})
}, 90_000)

afterAll(async () => {
  await server?.stop()
})

/**
 * Sends the headers and, once the server has taken the request (it answers 100 Continue), half of a JSON body; then
 * closes the connection without waiting for an answer.
 */
const abandonHalfWay = (path: string) =>
  new Promise<void>((resolve) => {
    const body = JSON.stringify({ name: 'Abandoned Request', email: 'abandoned@solvingtech.test', company: 'Half Way Ltd', teamSize: '2-8', consent: true })
    const sent = request(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(body.length), Expect: '100-continue' },
    })
    sent.on('error', () => undefined)
    sent.on('continue', () => {
      sent.write(body.slice(0, body.length / 2), () => {
        sent.destroy()
        resolve()
      })
    })
    sent.flushHeaders()
  })

describe('a request its client abandons', () => {
  it('is logged as abandoned, not as a database outage', async () => {
    await abandonHalfWay('/api/program-signup')
    await server.waitForOutput(/Request abandoned by its client during POST \/api\/program-signup/)
    expect(server.output()).not.toContain('Database unavailable')
  })

  it('leaves nothing behind: the same signup sent whole afterwards is accepted', async () => {
    const response = await fetch(`${server.baseUrl}/api/program-signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Whole Request', email: uniqueEmail('whole-request'), teamSize: '2-8', consent: true }),
    })
    expect(response.status).toBe(201)
  })
})
