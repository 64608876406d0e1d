import type { ClientBase } from 'pg'

import { quoted } from './sqlNames'

/** The file names an upload table's rows hold: `filename`, and `sizes_<size>_filename` for each resized image. */
export const referencedFiles = async (client: ClientBase, table: string): Promise<string[]> => {
  const { rows: columns } = await client.query<{ name: string }>(
    `SELECT column_name::text AS name FROM information_schema.columns
     WHERE table_schema = 'public' AND table_name = $1 AND (column_name = 'filename' OR column_name LIKE 'sizes\\_%\\_filename')
     ORDER BY column_name`,
    [table],
  )
  if (columns.length === 0) return []
  const names = columns.map((column) => quoted(column.name)).join(', ')
  const { rows } = await client.query<{ file: string }>(
    `SELECT DISTINCT named.file FROM ${quoted(table)}, unnest(ARRAY[${names}]::text[]) AS named(file) WHERE named.file IS NOT NULL ORDER BY 1`,
  )
  return rows.map((row) => row.file)
}
