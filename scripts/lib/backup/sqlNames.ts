import pg from 'pg'

/** A table or column name quoted for SQL. */
export const quoted = (name: string): string => pg.escapeIdentifier(name)

/** `"a", "b"`: a column list for COPY. */
export const columnList = (columns: string[]): string => columns.map(quoted).join(', ')
