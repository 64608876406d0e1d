import pg from 'pg'

/** One number for "preparing this database": every instance starting on it takes the same lock. */
const PREPARE_DATABASE_LOCK = 20_261_124

/** How often a waiting instance asks for the lock again. */
const retryMs = 250

/**
 * Runs `work` while holding a Postgres advisory lock on `databaseUrl`, so instances started at the same time on one
 * database migrate and seed it one after another: the second finds the migrations applied and the content there.
 * The lock belongs to its own connection and is released when that connection ends, even if this process dies.
 *
 * A waiting instance asks again and again rather than blocking in `pg_advisory_lock`: a blocked statement keeps its
 * snapshot, and `CREATE INDEX CONCURRENTLY` in the instance holding the lock (src/migrations/concurrentIndexes.ts)
 * waits for every older snapshot to end, so the two would wait for each other for ever.
 */
export const whileHoldingDatabaseLock = async <T>(databaseUrl: string, work: () => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    while (!(await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [PREPARE_DATABASE_LOCK])).rows[0].locked) {
      await new Promise((resolve) => setTimeout(resolve, retryMs))
    }
    return await work()
  } finally {
    await client.end()
  }
}
