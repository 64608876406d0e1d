import { drizzle } from '@payloadcms/db-postgres/drizzle/node-postgres'
import type { Payload } from 'payload'

import type { SqlExecutor } from './inTransaction'

type PlainDrizzle = ReturnType<typeof drizzle>

/** One schema-less Drizzle per pool: the same driver, type parsers and errors as Payload's, over the same connections. */
const plainDrizzles = new WeakMap<object, PlainDrizzle>()

const plainDrizzleOf = (payload: Payload): PlainDrizzle => {
  let plain = plainDrizzles.get(payload.db.pool)
  if (!plain) {
    plain = drizzle({ client: payload.db.pool })
    plainDrizzles.set(payload.db.pool, plain)
  }
  return plain
}

/**
 * Runs SQL statements as one transaction on a connection of Payload's pool, for the writes a watching learner makes
 * every few seconds (completing a lesson, the player's report). Payload's Drizzle, given its schema, builds a query
 * builder for each of its tables every time it opens a transaction, which statements written in SQL never use.
 * Writes that go through Payload's Local API use `inTransaction` (./inTransaction.ts) instead.
 */
export const sqlTransaction = <Result>(payload: Payload, work: (tx: SqlExecutor) => Promise<Result>): Promise<Result> =>
  plainDrizzleOf(payload).transaction((tx) => work(tx))
