import type { Table } from '@payloadcms/db-postgres/drizzle'

type ColumnsOf<T extends Table> = T['_']['columns']

/**
 * A row of `table` as raw SQL answers it (`db.execute(sql…)`): keyed by the column's name in the database (snake_case,
 * as a `SELECT` names it), with the column's type from Payload's Drizzle schema (src/payload-generated-schema.ts), and
 * null where the column allows it. Timestamps are strings, as Drizzle reads them. Pick the columns a query selects and
 * add what it computes: `Pick<TableRow<typeof teams>, 'id' | 'name'> & { seats_used: number }`.
 */
export type TableRow<T extends Table> = {
  [Key in keyof ColumnsOf<T> as ColumnsOf<T>[Key]['_']['name']]: ColumnsOf<T>[Key]['_']['notNull'] extends true
    ? ColumnsOf<T>[Key]['_']['data']
    : ColumnsOf<T>[Key]['_']['data'] | null
}

/** A timestamp column as a raw row holds it (text or a Date), as the ISO string the API sends, or null. */
export const isoOrNull = (value: string | Date | null): string | null => (value === null ? null : new Date(value).toISOString())
