type CachedPayload = { payload: { destroy: () => Promise<void>; db: { pool?: { end: () => Promise<void> } } } | null }

/** How long to wait for the pool: Payload's adapter keeps one client checked out for good, so its end never completes. */
const poolEndWaitMs = 1000

/**
 * Stops Payload's scheduled jobs and ends its Postgres pool, so the database sees its idle connections closed rather
 * than dropped. Payload keeps its instances on the process (`global._payload`, see its getPayload), where server.ts can
 * reach the one Next's bundle started; the postgres adapter's own destroy() leaves the pool open.
 */
export const closePayload = async (): Promise<void> => {
  const cached = (globalThis as { _payload?: Map<string, CachedPayload> })._payload
  for (const { payload } of cached?.values() ?? []) {
    if (!payload) continue
    const pool = payload.db.pool
    await payload.destroy()
    if (!pool) continue
    let timer: NodeJS.Timeout | undefined
    await Promise.race([pool.end(), new Promise((resolve) => (timer = setTimeout(resolve, poolEndWaitMs)))])
    clearTimeout(timer)
  }
}
