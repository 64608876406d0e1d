import type { AfterErrorHook } from 'payload'

import { isWriteConflict } from '../db/retryOnConflict'
import { isDatabaseUnavailable } from './databaseUnavailable'
import { writeConflictHeader } from './retryWriteConflicts'

type Failure = { code?: unknown; cause?: unknown }

/** The SQLSTATE a database error carries (Drizzle wraps pg's error as its `cause`). */
const sqlStateOf = (error: unknown, depth = 0): string | undefined => {
  if (!error || typeof error !== 'object' || depth > 4) return undefined
  const { code, cause } = error as Failure
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
  return sqlStateOf(cause, depth + 1)
}

const body = (message: string) => ({ message, errors: [{ message }] })

/**
 * Errors in Payload's own REST routes (the admin, `/api/<collection>`) that reached the database (the log never holds
 * their SQL or parameters: src/lib/server/logging/databaseStatementErrors.ts):
 * - a value Postgres cannot read or compare (SQLSTATE class 22: a NUL, text where a number belongs, a number out of
 *   range) is the client's mistake: 400;
 * - the database down, restarting or too slow: 503 with Retry-After (a write conflict is marked, and the route tries
 *   the request again: ./retryWriteConflicts.ts);
 * - anything else is a fault of ours and stays a 500.
 */
export const answerDatabaseErrors: AfterErrorHook = ({ error, req }) => {
  const state = sqlStateOf(error)
  if (state === undefined) return
  if (state.startsWith('22')) {
    return { status: 400, response: body('A value in this request cannot be stored or searched for. Check the text and numbers you sent.') }
  }
  if (isDatabaseUnavailable(error)) {
    req.responseHeaders = new Headers({ 'Retry-After': '5', 'Cache-Control': 'no-store', ...(isWriteConflict(error) ? { [writeConflictHeader]: '1' } : {}) })
    return { status: 503, response: body('The service is briefly unavailable. Please try again in a moment.') }
  }
}
