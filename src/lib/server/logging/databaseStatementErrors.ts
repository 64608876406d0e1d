import type { LoggerOptions } from 'pino'

type StatementError = Error & { query: string; params: unknown; cause?: { message?: unknown; code?: unknown } }

/** Drizzle's error for a failed statement: its message, stack and fields hold the SQL and every parameter. */
const isStatementError = (value: unknown): value is StatementError =>
  value instanceof Error && typeof (value as Partial<StatementError>).query === 'string' && 'params' in value

const sqlState = (error: StatementError): string | undefined => (typeof error.cause?.code === 'string' ? error.cause.code : undefined)

/** A value the client sent that Postgres could not read (SQLSTATE class 22): the client's mistake, not ours. */
const isClientValue = (error: StatementError): boolean => sqlState(error)?.startsWith('22') ?? false

/**
 * The same failure without the statement or its parameters (what a learner typed, their email): Postgres's own
 * words and SQLSTATE, then the stack's frames. For a value Postgres refused, not even its words, which quote it.
 */
const withoutStatement = (error: StatementError): Error => {
  const state = sqlState(error) ?? 'unknown'
  const reason = isClientValue(error) ? 'a value it could not read' : typeof error.cause?.message === 'string' ? error.cause.message : 'no reason given'
  const clean = new Error(`A database statement failed (SQLSTATE ${state}): ${reason}`)
  clean.name = 'DatabaseStatementError'
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line))
  clean.stack = [`${clean.name}: ${clean.message}`, ...frames].join('\n')
  return clean
}

/** An error as it may leave the server (an error report): a failed statement without its SQL and parameters. */
export const withoutStatementDetails = (error: unknown): unknown => (isStatementError(error) ? withoutStatement(error) : error)

/**
 * pino's `logMethod` hook for every logger line of the app and of Payload: a failed statement is logged without its
 * SQL and parameters, and one Postgres refused for a value the client sent is one `info` line with no stack.
 */
export const logMethod: NonNullable<NonNullable<LoggerOptions['hooks']>['logMethod']> = function (args, method) {
  const [first, ...rest] = args as unknown[]
  const error = isStatementError(first) ? first : first && typeof first === 'object' && isStatementError((first as { err?: unknown }).err) ? (first as { err: StatementError }).err : undefined
  if (!error) return method.apply(this, args)
  const clean = withoutStatement(error)
  if (isClientValue(error)) return this.info({ msg: clean.message })
  const fields = first === error ? { err: clean, msg: clean.message } : { msg: clean.message, ...(first as object), err: clean }
  return method.apply(this, [fields, ...rest] as Parameters<typeof method>)
}
