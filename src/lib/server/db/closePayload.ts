type CachedPayload = { payload: { destroy: () => Promise<void>; db: { pool?: { end: () => Promise<void> } } } | null }

/**
 * Stops Payload's scheduled jobs and ends its Postgres pool, so the database sees its connections closed rather than
 * dropped. Payload keeps its instances on the process (`global._payload`, see its getPayload), where server.ts can
 * reach the one Next's bundle started; the postgres adapter's own destroy() leaves the pool open.
 */
export const closePayload = async (): Promise<void> => {
  const cached = (globalThis as { _payload?: Map<string, CachedPayload> })._payload
  for (const { payload } of cached?.values() ?? []) {
    if (!payload) continue
    const pool = payload.db.pool
    await payload.destroy()
    await pool?.end()
  }
}
