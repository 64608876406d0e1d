import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'

import { expect } from 'vitest'

/**
 * The test stack's server log (scripts/lib/stack.ts copies it to TEST_SERVER_LOG). A test sends its requests with an
 * X-Request-Id of its own and reads back only the lines carrying it, so it needs no server of its own for a clean log:
 * every line written while a request is handled carries its id (src/lib/server/logging/requestContext.ts).
 */
const logFile = (): string => {
  const file = process.env.TEST_SERVER_LOG
  if (!file) throw new Error('TEST_SERVER_LOG is not set: run the tests with npm test, which starts the server and keeps its log.')
  return file
}

/** A request id for `label`'s requests, as the server keeps one sent in X-Request-Id (a plain token of 8–64). */
export const newRequestId = (label: string): string => `${label.slice(0, 27)}-${randomUUID()}`

/** Every line of the server's log so far. */
export const serverLogLines = (): string[] => readFileSync(logFile(), 'utf8').split('\n')

/** The server's log lines written while a request with this id was handled, its access line included. */
export const logLinesOf = (requestId: string): string[] => serverLogLines().filter((line) => line.includes(`"requestId":"${requestId}"`))

/** Waits until a line of the request matches `pattern` (the log is written as the server goes), and returns the request's lines. */
export const waitForLogLine = async (requestId: string, pattern: RegExp, timeout = 10_000): Promise<string[]> => {
  await expect.poll(() => logLinesOf(requestId).some((line) => pattern.test(line)), { timeout, message: `a log line of ${requestId} matching ${pattern}` }).toBe(true)
  return logLinesOf(requestId)
}
