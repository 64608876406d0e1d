import pg from 'pg'

/** One number for "preparing this database": every instance starting on it takes the same lock. */
const PREPARE_DATABASE_LOCK = 20_261_124

/**
 * Runs `work` while holding a Postgres advisory lock on `databaseUrl`, so instances started at the same time on one
 * database migrate and seed it one after another: the second finds the migrations applied and the content there.
 * The lock belongs to its own connection and is released when that connection ends, even if this process dies.
 */
export const whileHoldingDatabaseLock = async <T>(databaseUrl: string, work: () => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [PREPARE_DATABASE_LOCK])
    return await work()
  } finally {
    await client.end()
  }
}
