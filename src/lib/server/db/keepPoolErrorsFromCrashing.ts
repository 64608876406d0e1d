import type { Payload } from 'payload'

type PoolLike = { on: (event: 'error', listener: (error: Error) => void) => void }

/**
 * node-postgres raises an 'error' on the pool when Postgres drops an idle connection (a restart, a failover). With
 * no listener that error would end the process; logged instead, the pool simply opens a new connection next time.
 */
export const keepPoolErrorsFromCrashing = (payload: Payload): void => {
  const pool = (payload.db as unknown as { pool?: PoolLike }).pool
  pool?.on('error', (error) => payload.logger.warn({ msg: `Postgres dropped an idle connection: ${error.message}` }))
}
