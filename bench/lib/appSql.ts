import { PgDialect } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { SQL } from '@payloadcms/db-postgres/drizzle'

const dialect = new PgDialect()

/** One of the app's SQL statements (built with Drizzle's `sql`) as text and values for a plain `pg` client. */
export const asPgQuery = (statement: SQL): { text: string; values: unknown[] } => {
  const { sql, params } = dialect.sqlToQuery(statement)
  return { text: sql, values: params }
}

/**
 * The statement `build` makes, rendered once with stand-ins for its arguments; each call then only swaps the values
 * in, so a reference server spends nothing on building SQL.
 */
export const preparedFrom = <Args extends string[]>(build: (...args: Args) => SQL, arity: Args['length']) => {
  const standIns = Array.from({ length: arity }, (_, index) => `\u0000argument ${index}`) as Args
  const { text, values } = asPgQuery(build(...standIns))
  const slots = values.map((value) => standIns.indexOf(value as string))
  return (...args: Args) => ({ text, values: values.map((value, index) => (slots[index] >= 0 ? args[slots[index]] : value)) })
}
