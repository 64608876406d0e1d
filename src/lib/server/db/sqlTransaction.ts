import type { Payload } from 'payload'

import type { SqlExecutor } from './inTransaction'
import { preparedOn } from './preparedStatements'

/**
 * Runs SQL statements as one transaction on a connection of Payload's pool, as named prepared statements
 * (./preparedStatements.ts), for writes written in SQL: those a watching learner makes every few seconds (completing a
 * lesson, the player's report), and enrolling. Writes that go through Payload's Local API use `inTransaction`
 * (./inTransaction.ts) instead. A connection whose rollback failed (the database went away mid-transaction) leaves the
 * pool rather than return to it.
 */
export const sqlTransaction = async <Result>(payload: Payload, work: (tx: SqlExecutor) => Promise<Result>): Promise<Result> => {
  const client = await payload.db.pool.connect()
  let broken: Error | undefined
  try {
    await client.query('BEGIN')
    const result = await work(preparedOn(client))
    await client.query('COMMIT')
    return result
  } catch (error) {
    await client.query('ROLLBACK').catch((rollbackFailed: Error) => {
      broken = rollbackFailed
    })
    throw error
  } finally {
    client.release(broken)
  }
}
