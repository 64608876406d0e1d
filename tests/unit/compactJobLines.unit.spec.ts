import { Writable } from 'node:stream'

import { pino, type Logger } from 'pino'
import { describe, expect, it } from 'vitest'

import { withCompactJobLines } from '@/lib/server/logging/compactJobLines'

/** A failed job's log line, as Payload's queue writes it (src/lib/server/logging/compactJobLines.ts). */
const logged = (write: (logger: Logger) => void): Record<string, unknown> => {
  let line = ''
  const destination = new Writable({ write: (chunk: Buffer, _encoding, done) => ((line += chunk.toString()), done()) })
  const logger = pino({ hooks: { logMethod: withCompactJobLines(function (args, method) { return method.apply(this, args) }) } }, destination)
  write(logger)
  return JSON.parse(line) as Record<string, unknown>
}

describe('a line about a job', () => {
  it('names the job and keeps the error, without its input, earlier tries or the error’s copy of the job', () => {
    const job = { id: 'job-1', taskSlug: 'sendMail', queue: 'mail', totalTried: 3, input: { note: 'what a learner wrote' }, log: [{ error: { stack: 'x'.repeat(5000) } }] }
    const error = Object.assign(new Error('Mailbox busy'), { name: 'TaskError', args: { job, input: job.input } })
    const line = logged((logger) => logger.error({ err: error, job, msg: 'Error running task 1', taskSlug: 'sendMail' }))
    expect(line.job).toEqual({ id: 'job-1', task: 'sendMail', queue: 'mail', tries: 3 })
    expect(line).toMatchObject({ msg: 'Error running task 1', taskSlug: 'sendMail', err: { message: 'Mailbox busy' } })
    expect((line.err as { stack: string }).stack).toMatch(/^TaskError: Mailbox busy/)
    expect(JSON.stringify(line)).not.toContain('what a learner wrote')
    expect(JSON.stringify(line).length).toBeLessThan(2000)
  })

  it('leaves every other line as it is', () => {
    expect(logged((logger) => logger.info({ lesson: 'l-1' }, 'Saved'))).toMatchObject({ lesson: 'l-1', msg: 'Saved' })
  })
})
