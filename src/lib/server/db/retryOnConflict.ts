/**
 * Postgres ends one of two writes that deadlocked (40P01), or a serializable transaction that met a concurrent write
 * (40001), expecting the client to try again: the same work is then sound. Such work is tried again here, a few times
 * after a short random wait, before anyone hears of it (and a caller then answers 503 with Retry-After).
 */
const conflictCodes = new Set(['40P01', '40001'])

const attempts = 3

/** Whether an error (or one it wraps) is a deadlock or serialization failure. */
export const isWriteConflict = (error: unknown, depth = 0): boolean => {
  if (!error || typeof error !== 'object' || depth > 4) return false
  const { code, cause } = error as { code?: unknown; cause?: unknown }
  return (typeof code === 'string' && conflictCodes.has(code)) || isWriteConflict(cause, depth + 1)
}

const briefly = (attempt: number) => new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt))

/** Runs `work` (one whole transaction), again up to twice when Postgres ended it for a write conflict. */
export const retryOnConflict = async <T>(work: () => Promise<T>): Promise<T> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work()
    } catch (error) {
      if (attempt >= attempts || !isWriteConflict(error)) throw error
      await briefly(attempt)
    }
  }
}
