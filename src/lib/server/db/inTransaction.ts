import type { SQL } from '@payloadcms/db-postgres/drizzle'
import type { QueryResult } from 'pg'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'

import { retryOnConflict } from './retryOnConflict'

/** What runs SQL statements: Payload's Drizzle, a transaction's, or named prepared statements (./preparedStatements.ts). */
export type SqlExecutor = { execute(statement: SQL): Promise<QueryResult<Record<string, unknown>>> }

/**
 * Runs several writes as one Postgres transaction: Payload's Local API calls given `req`, and raw SQL through `db`.
 * Either all of them are stored or, when one fails (a statement timeout, an outage), none is. Given the `req` of a
 * transaction already open, the work joins it and that transaction's owner commits. A transaction of its own that
 * Postgres ends for a write conflict (a deadlock) is run again from the start (./retryOnConflict.ts).
 */
export const inTransaction = async <T>(
  payload: Payload,
  work: (req: PayloadRequest, db: SqlExecutor) => Promise<T>,
  openReq?: PayloadRequest,
): Promise<T> => {
  const once = async () => {
    const req = openReq ?? (await createLocalReq({}, payload))
    const ownsTransaction = await initTransaction(req)
    try {
      const transactionId = await req.transactionID
      // The Postgres adapter keeps each open transaction's Drizzle handle under its id.
      const session = transactionId === undefined ? undefined : payload.db.sessions?.[transactionId]
      const db = (session?.db as SqlExecutor | undefined) ?? payload.db.drizzle
      const result = await work(req, db)
      if (ownsTransaction) await commitTransaction(req)
      return result
    } catch (error) {
      if (ownsTransaction) await killTransaction(req)
      throw error
    }
  }
  // Only a transaction of its own can be run again: a joined one belongs to its owner, who decides.
  const joinsOpenTransaction = openReq !== undefined && (await openReq.transactionID) !== undefined
  return joinsOpenTransaction ? once() : retryOnConflict(once)
}
