import pg from 'pg'

/** A table or column name quoted for SQL. */
export const quoted = (name: string): string => pg.escapeIdentifier(name)

/** A table of the `public` schema, named in full: unqualified, a name such as pg_authid would find Postgres's own table first. */
export const publicTable = (name: string): string => `public.${quoted(name)}`

/** `"a", "b"`: a column list for COPY. */
export const columnList = (columns: string[]): string => columns.map(quoted).join(', ')
