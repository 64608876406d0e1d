import { EventEmitter } from 'node:events'
import { Writable } from 'node:stream'

import { pino, type Logger } from 'pino'
import { describe, expect, it } from 'vitest'

import { logAccessWhenDone } from '@/lib/server/logging/accessLog'
import { withScrubbedLines } from '@/lib/server/logging/scrubLogLines'

/** The lines a logger with the scrubbing hook writes (src/lib/server/logging/scrubLogLines.ts). */
const linesOf = (write: (logger: Logger) => void, level = 'info'): Record<string, unknown>[] => {
  let text = ''
  const destination = new Writable({ write: (chunk: Buffer, _encoding, done) => ((text += chunk.toString()), done()) })
  const logger = pino({ level, hooks: { logMethod: withScrubbedLines(function (args, method) { return method.apply(this, args) }) } }, destination)
  write(logger)
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>)
}

const address = 'sam.jones@example.co.uk'

describe('a log line', () => {
  it("keeps no address from a refusing mail server's reply: message, stack, and the error's own fields", () => {
    // nodemailer's error for a refused recipient: the server's reply in the message and in `response`, the address in `rejected`.
    const refused = Object.assign(new Error(`Can't send mail - all recipients were rejected: 550 5.1.1 <${address}>: Recipient address rejected`), {
      code: 'EENVELOPE',
      response: `550 5.1.1 <${address}>: Recipient address rejected`,
      responseCode: 550,
      rejected: [address],
    })
    const [line] = linesOf((logger) => logger.error({ err: refused, msg: `Error running task sendMail for ${address}` }))
    expect(JSON.stringify(line)).not.toContain(address)
    expect(line.msg).toBe('Error running task sendMail for [email]')
    expect(line.err).toMatchObject({ type: 'Error', message: expect.stringContaining('550 5.1.1 [email]: Recipient address rejected'), code: 'EENVELOPE', responseCode: 550, rejected: ['[email]'] })
    expect((line.err as { stack: string }).stack).toMatch(/^Error: Can't send mail/)
  })

  it('scrubs a message given as text, printf arguments, an error given alone and its cause', () => {
    const lines = linesOf((logger) => {
      logger.info(`[seed] Created the staff account ${address}`)
      logger.warn('Could not reach %s at %s', address, 'https://example.test/reset?token=abc123')
      logger.error(new Error('Sending failed', { cause: new Error(`Unknown user <${address}>`) }))
    })
    expect(JSON.stringify(lines)).not.toContain(address)
    expect(JSON.stringify(lines)).not.toContain('abc123')
    expect(lines.map((line) => line.msg)).toEqual(['[seed] Created the staff account [email]', 'Could not reach [email] at https://example.test/reset', 'Sending failed'])
  })

  it('drops fields that name learner data, and keeps the rest as they were', () => {
    const [line] = linesOf((logger) => logger.info({ email: address, password: 'hunter22', lesson: 'l-1', status: 200, when: new Date('2026-11-29T00:00:00Z') }, 'Saved'))
    expect(line).toMatchObject({ lesson: 'l-1', status: 200, when: '2026-11-29T00:00:00.000Z', msg: 'Saved' })
    expect(line).not.toHaveProperty('email')
    expect(line).not.toHaveProperty('password')
  })
})

/** A request and its answer as far as the access line reads them. */
const exchange = (method: string, url: string, statusCode: number) => {
  const res = Object.assign(new EventEmitter(), { statusCode, writableFinished: true })
  return { req: { method, url }, res }
}

describe('the access line', () => {
  const accessLevel = (method: string, url: string, status: number) => {
    const lines = linesOf((logger) => {
      const { req, res } = exchange(method, url, status)
      logAccessWhenDone(logger, req as never, res as never, 'request-1')
      res.emit('close')
    }, 'debug')
    return lines.map((line) => line.level)
  }

  it("of the player's playback report, every 10 s per watching learner, is at debug; a refused one at info", () => {
    expect(accessLevel('POST', '/api/v1/lessons/0d9f6a3e-1111-4a5b-8c9d-2e3f4a5b6c7d/playback', 204)).toEqual([20])
    expect(accessLevel('POST', '/api/v1/lessons/0d9f6a3e-1111-4a5b-8c9d-2e3f4a5b6c7d/playback', 401)).toEqual([30])
    expect(accessLevel('GET', '/api/v1/lessons/0d9f6a3e-1111-4a5b-8c9d-2e3f4a5b6c7d/playback', 200)).toEqual([30])
    expect(accessLevel('POST', '/api/v1/lessons/0d9f6a3e-1111-4a5b-8c9d-2e3f4a5b6c7d/complete', 200)).toEqual([30])
  })
})
