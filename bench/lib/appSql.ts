import { PgDialect } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { SQL } from '@payloadcms/db-postgres/drizzle'

import { statementName } from '../../src/lib/server/db/preparedStatements'

const dialect = new PgDialect()

/** One of the app's SQL statements (built with Drizzle's `sql`) as text and values for a plain `pg` client. */
export const asPgQuery = (statement: SQL): { text: string; values: unknown[] } => {
  const { sql, params } = dialect.sqlToQuery(statement)
  return { text: sql, values: params }
}

/**
 * The statement `build` makes, rendered once with stand-ins for its arguments; each call then only swaps the values
 * in, so a reference server spends nothing on building SQL. Named as the app names it
 * (src/lib/server/db/preparedStatements.ts), so Postgres plans it once per connection for both.
 */
export const preparedFrom = <Args extends string[]>(build: (...args: Args) => SQL, arity: Args['length']) => {
  const standIns = Array.from({ length: arity }, (_, index) => `\u0000argument ${index}`) as Args
  const { text, values } = asPgQuery(build(...standIns))
  const slots = values.map((value) => standIns.indexOf(value as string))
  const name = statementName(text)
  return (...args: Args) => ({ name, text, values: values.map((value, index) => (slots[index] >= 0 ? args[slots[index]] : value)) })
}

/**
 * As `preparedFrom`, for a statement built from one record of values: rendered once with a stand-in for each field it
 * reads, each call then swaps the record's values in.
 */
export const preparedFromRecord = <Values extends object>(build: (values: Values) => SQL) => {
  const standInPrefix = '\u0000field '
  const standIns = new Proxy({}, { get: (_, field) => `${standInPrefix}${String(field)}` }) as Values
  const { text, values } = asPgQuery(build(standIns))
  const slots = values.map((value) => (typeof value === 'string' && value.startsWith(standInPrefix) ? (value.slice(standInPrefix.length) as keyof Values) : null))
  const name = statementName(text)
  return (record: Values) => ({ name, text, values: values.map((value, index) => (slots[index] === null ? value : record[slots[index]])) })
}
