import type { LoggerOptions } from 'pino'

import { reportError } from '@/lib/server/telemetry/registry'

type LogMethodHook = NonNullable<NonNullable<LoggerOptions['hooks']>['logMethod']>

/** pino's level for `error`; `fatal` is above it. */
const errorLevel = 50

/** What a log line says, as pino takes it: `(message)`, `(error, message?)` or `({ err, msg }, message?)`. */
const readLine = (args: unknown[]): { error?: unknown; message: string } => {
  const [first, second] = args
  const text = typeof second === 'string' ? second : undefined
  if (typeof first === 'string') return { message: first }
  if (first instanceof Error) return { error: first, message: text ?? first.message }
  const fields = (first ?? {}) as { err?: unknown; error?: unknown; msg?: unknown }
  const error = fields.err ?? fields.error
  const message = typeof fields.msg === 'string' ? fields.msg : (text ?? (error instanceof Error ? error.message : 'Error logged'))
  return { error, message }
}

/**
 * Every log line at level error or above, as it is finally written (after `hook`, which takes a failed statement's SQL
 * and parameters out), also goes to the error tracker when one is configured (src/lib/server/telemetry): the one place
 * that sees the unexpected errors of endpoints, background tasks, jobs and Payload's own routes. Refusals and bad input
 * are logged below error (payload.config.ts's loggingLevels), so they are not reported.
 */
export const withErrorReports = (hook: LogMethodHook): LogMethodHook =>
  function (args, method, level) {
    if (level < errorLevel) return hook.call(this, args, method, level)
    const reportingMethod = function (this: unknown, ...logged: unknown[]) {
      reportError({ ...readLine(logged), source: 'log' })
      return (method as (...parts: unknown[]) => void).apply(this, logged)
    } as typeof method
    return hook.call(this, args, reportingMethod, level)
  }
