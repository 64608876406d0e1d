import { Writable } from 'node:stream'

import { pino } from 'pino'
import { describe, expect, it } from 'vitest'

import { logMethod } from '@/lib/server/logging/databaseStatementErrors'

/** A logger like the app's, writing its JSON lines to memory. */
const memoryLogger = () => {
  const lines: Record<string, unknown>[] = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>)
      done()
    },
  })
  return { logger: pino({ hooks: { logMethod } }, stream), lines }
}

/** What Drizzle throws for a failed statement: the SQL and every parameter in its message, stack and fields. */
const statementError = (code: string, reason: string) => {
  const error = new Error('Failed query: select * from course_users where email = $1\nparams: sam@example.co.uk') as Error & { query: string; params: unknown[] }
  error.query = 'select * from course_users where email = $1'
  error.params = ['sam@example.co.uk']
  error.cause = Object.assign(new Error(reason), { code })
  return error
}

describe('the log of a failed database statement', () => {
  it('keeps the SQLSTATE, what Postgres said and where, never the statement or its parameters', () => {
    const { logger, lines } = memoryLogger()
    logger.error({ err: statementError('40P01', 'deadlock detected'), msg: 'Completion failed' })
    logger.error(statementError('42P01', 'relation "x" does not exist'))
    const text = JSON.stringify(lines)
    expect(text).not.toContain('sam@example.co.uk')
    expect(text).not.toContain('select * from')
    expect(lines[0]).toMatchObject({ level: 50, msg: 'Completion failed', err: { type: 'Error', message: 'A database statement failed (SQLSTATE 40P01): deadlock detected' } })
    expect((lines[0].err as { stack: string }).stack).toMatch(/^DatabaseStatementError: A database statement failed \(SQLSTATE 40P01\): deadlock detected\n\s+at /)
    expect(lines[1]).toMatchObject({ level: 50, msg: 'A database statement failed (SQLSTATE 42P01): relation "x" does not exist' })
  })

  it('writes a value Postgres refused (a client mistake) as one info line that does not quote it', () => {
    const { logger, lines } = memoryLogger()
    logger.error({ err: statementError('22P02', 'invalid input value for enum: "sam@example.co.uk"') })
    expect(lines).toEqual([expect.objectContaining({ level: 30, msg: 'A database statement failed (SQLSTATE 22P02): a value it could not read' })])
    expect(JSON.stringify(lines)).not.toContain('sam@')
  })

  it('leaves every other line as it was', () => {
    const { logger, lines } = memoryLogger()
    logger.warn({ msg: 'plain', detail: 1 })
    logger.error(new Error('not a statement'))
    expect(lines[0]).toMatchObject({ level: 40, msg: 'plain', detail: 1 })
    expect(lines[1]).toMatchObject({ level: 50, msg: 'not a statement' })
  })
})
