/**
 * One logger setup for Payload and the server (README, "Logs"). In production (or with LOG_FORMAT=json), one JSON line per event on stdout, for
 * an operator's log search; `LOG_FORMAT=pretty` (what `npm start` sets in a terminal) and every other mode keep
 * Payload's readable coloured lines. The level is LOG_LEVEL (default info). A line written while a request is handled
 * carries its `requestId` (./requestContext.ts), failed statements lose their SQL and parameters
 * (./databaseStatementErrors.ts), and every line passes the rule that keeps learners' data out (./scrubLogLines.ts).
 */
import { format } from 'node:util'

import { defaultLoggerOptions } from 'payload'
import { destination, pino, stdTimeFunctions, type DestinationStream, type Logger, type LoggerOptions } from 'pino'

import { setting } from '../envSchema'
import { logMethod } from './databaseStatementErrors'
import { withCompactJobLines } from './compactJobLines'
import { withErrorReports } from './reportErrorLines'
import { currentRequestId } from './requestContext'
import { withScrubbedLines } from './scrubLogLines'

export const writesJsonLines = (): boolean => {
  const chosen = setting('LOG_FORMAT')
  return chosen ? chosen === 'json' : process.env.NODE_ENV === 'production'
}

const stdoutKey = Symbol.for('solvingtech.logStdout')

/**
 * One writer on stdout for every logger of the process: two would each buffer and flush on their own, and a line of
 * one could land inside a line of the other. On globalThis, as server.ts and Next's server bundle each load their own
 * copy of this module.
 */
const sharedStdout = (): DestinationStream =>
  ((globalThis as Record<symbol, unknown>)[stdoutKey] ??= destination({ dest: 1, sync: false })) as DestinationStream

/**
 * Payload's `logger` setting, and the same for the server's own logger. Payload's error lines also go to the error
 * tracker when SENTRY_DSN is set (./reportErrorLines.ts); the server's do not, since what Next writes there about a
 * failed request is reported once already, by src/instrumentation.ts.
 */
export const loggerSettings = ({ reportErrors = true } = {}): { options: LoggerOptions; destination: DestinationStream } => {
  const json = writesJsonLines()
  return {
    options: {
      level: setting('LOG_LEVEL') ?? 'info',
      hooks: { logMethod: withCompactJobLines(withScrubbedLines(reportErrors ? withErrorReports(logMethod) : logMethod)) },
      mixin: () => {
        const requestId = currentRequestId()
        return requestId ? { requestId } : {}
      },
      ...(json ? { timestamp: stdTimeFunctions.isoTime, formatters: { level: (label: string) => ({ level: label }) } } : {}),
    },
    destination: json ? sharedStdout() : defaultLoggerOptions,
  }
}

/** The server's own logger (server.ts): start, stop and one access line per request. */
export const createServerLogger = (): Logger => {
  const { options, destination } = loggerSettings({ reportErrors: false })
  return pino({ ...options, name: 'server' }, destination)
}

/**
 * In JSON mode, lines that Next.js and libraries write with console.* become JSON lines of `logger` too, so a stack
 * trace is one event rather than thirty lines a log search reads apart.
 */
export const sendConsoleToLogger = (logger: Logger): void => {
  if (!writesJsonLines()) return
  const line = (level: 'info' | 'warn' | 'error' | 'debug') => (...args: unknown[]) => {
    const error = args.find((arg): arg is Error => arg instanceof Error)
    const text = format(...args)
    if (error) logger[level]({ err: error }, text)
    else logger[level](text)
  }
  console.log = line('info')
  console.info = line('info')
  console.warn = line('warn')
  console.error = line('error')
  console.debug = line('debug')
}
