/**
 * Postgres and socket error codes that mean "the database can't answer right now", not "the request was bad": the
 * server is unreachable, shutting down or restarting, a statement ran past DATABASE_STATEMENT_TIMEOUT_MS (57014), or
 * Postgres cancelled it to end a deadlock or a serialization conflict with another write (40P01, 40001), which
 * the same request sent again gets past.
 */
const unavailableCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57014', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08006', '40P01', '40001'])

// pg-pool's "timeout exceeded when trying to connect" (every connection busy) reaches us inside Payload's "cannot begin transaction".
const unavailableMessages = /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|terminating connection/i

/** Whether an error (or one it wraps) says the database is down or restarting. */
export const isDatabaseUnavailable = (error: unknown, depth = 0): boolean => {
  if (!error || typeof error !== 'object' || depth > 4) return false
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown }
  if (typeof code === 'string' && unavailableCodes.has(code)) return true
  if (typeof message === 'string' && unavailableMessages.test(message)) return true
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true
  return isDatabaseUnavailable(cause, depth + 1)
}
