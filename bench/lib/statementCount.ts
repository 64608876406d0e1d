import type pg from 'pg'

const calls = 40
const flushWaitMs = 11_000

const committed = async (db: pg.Client, database: string): Promise<number> => {
  const { rows } = await db.query<{ xact_commit: string }>('SELECT xact_commit FROM pg_stat_database WHERE datname = $1', [database])
  return Number(rows[0].xact_commit)
}

/**
 * SQL statements one call runs, from Postgres' own counter of committed transactions (each statement outside an
 * explicit transaction is one): the counter's rise over 40 sequential calls, divided by 40, less this process's reads.
 * Postgres publishes a connection's counters only when it has been idle for a while (up to 10 s), hence the waits.
 */
export const countStatementsPerCall = async (db: pg.Client, database: string, call: () => Promise<unknown>): Promise<number> => {
  await new Promise((resolve) => setTimeout(resolve, flushWaitMs))
  const before = await committed(db, database)
  for (let index = 0; index < calls; index += 1) await call()
  await new Promise((resolve) => setTimeout(resolve, flushWaitMs))
  const after = await committed(db, database)
  return Math.round(((after - before - 1) / calls) * 10) / 10
}
