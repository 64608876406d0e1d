import { request } from 'node:http'

import { describe, expect, it } from 'vitest'

import { newRequestId, waitForLogLine } from '../../support/serverLog'
import { uniqueEmail } from '../../support/uniqueEmail'

/**
 * A client that closes its connection half way through a request (a phone losing signal, a load tool stopping) is
 * logged as an abandoned request: never as "Database unavailable", a line that would wake an operator while the
 * database is up. The request carries an id of its own, so its lines are read from the log by it.
 */
const baseUrl = process.env.TEST_BASE_URL

/**
 * Sends the headers and, once the server has taken the request (it answers 100 Continue), half of a JSON body; then
 * closes the connection without waiting for an answer.
 */
const abandonHalfWay = (path: string, requestId: string) =>
  new Promise<void>((resolve) => {
    const body = JSON.stringify({ name: 'Abandoned Request', email: 'abandoned@solvingtech.test', company: 'Half Way Ltd', teamSize: '2-8', consent: true })
    const sent = request(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(body.length), Expect: '100-continue', 'X-Request-Id': requestId },
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
    const requestId = newRequestId('abandoned')
    await abandonHalfWay('/api/program-signup', requestId)
    const lines = await waitForLogLine(requestId, /Request abandoned by its client during POST \/api\/program-signup/)
    expect(lines.join('\n')).not.toContain('Database unavailable')
  })

  it('leaves nothing behind: the same signup sent whole afterwards is accepted', async () => {
    const response = await fetch(`${baseUrl}/api/program-signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Whole Request', email: uniqueEmail('whole-request'), teamSize: '2-8', consent: true }),
    })
    expect(response.status).toBe(201)
  })
})
