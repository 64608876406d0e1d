import { createHash } from 'node:crypto'

import { PgDialect } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { SQL } from '@payloadcms/db-postgres/drizzle'
import pg from 'pg'

import type { SqlExecutor } from './inTransaction'

/**
 * The statements of the calls a watching learner makes every few seconds, sent to Postgres as named prepared
 * statements: each connection parses and plans one once, and after five runs keeps a generic plan, where an unnamed
 * statement is planned on every run. Planning was most of Postgres's work on these calls (issue 46: 1.7 ms of 2.2 ms
 * for the lesson's statement). Each distinct text takes a name, and a prepared statement on each connection, for the
 * life of the process: only for statements whose text depends on their shape alone, every value a parameter.
 */

const dialect = new PgDialect()
const names = new Map<string, string>()

/**
 * A statement's name, from its text: every copy of this module the bundler makes names a text alike, and no two
 * texts alike, on the connections they share (bench/ names its reference servers' statements with it too).
 */
export const statementName = (text: string): string => {
  let name = names.get(text)
  if (!name) {
    name = `solvingtech_${createHash('sha256').update(text).digest('hex').slice(0, 32)}`
    names.set(text, name)
  }
  return name
}

const { builtins } = pg.types
/** Dates, times and intervals (and arrays of them) as Postgres writes them, as Drizzle returns them to Payload's adapter. */
const keptAsText = new Set<number>([builtins.TIMESTAMPTZ, builtins.TIMESTAMP, builtins.DATE, builtins.INTERVAL, 1115, 1182, 1185, 1187, 1231])
const asText = (value: string) => value
const types = { getTypeParser: (typeId: number, format?: 'text' | 'binary') => (keptAsText.has(typeId) ? asText : pg.types.getTypeParser(typeId, format)) }

type Queryable = Pick<pg.Pool, 'query'> | Pick<pg.PoolClient, 'query'>

/** Runs statements on `client` (Payload's pool, or one connection of it) as named prepared statements. */
export const preparedOn = (client: Queryable): SqlExecutor => ({
  execute: (statement: SQL) => {
    const { sql: text, params } = dialect.sqlToQuery(statement)
    return client.query({ name: statementName(text), text, values: params, types } as pg.QueryConfig)
  },
})
