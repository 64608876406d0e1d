import { createReadStream, createWriteStream } from 'node:fs'
import { pipeline } from 'node:stream/promises'
import { createGunzip, createGzip } from 'node:zlib'

import type { ClientBase } from 'pg'
import { from as copyFrom, to as copyTo } from 'pg-copy-streams'

import type { TableShape } from './catalogue'
import { digestingStream, type FileDigest } from './fileDigest'
import { columnList, quoted } from './sqlNames'

/**
 * A table's rows into a gzipped file in Postgres's text COPY format, which every server version reads and writes
 * alike. Runs inside the caller's transaction, so every table comes from one snapshot.
 */
export const copyTableToFile = async (client: ClientBase, table: TableShape, file: string): Promise<FileDigest & { rows: number }> => {
  const rows = client.query(copyTo(`COPY ${quoted(table.name)} (${columnList(table.columns)}) TO STDOUT`))
  const written = digestingStream()
  await pipeline(rows, createGzip(), written.stream, createWriteStream(file))
  return { ...written.digest(), rows: rows.rowCount }
}

/** A file written by `copyTableToFile` back into its table; the number of rows loaded. */
export const copyFileToTable = async (client: ClientBase, table: TableShape, file: string): Promise<number> => {
  const rows = client.query(copyFrom(`COPY ${quoted(table.name)} (${columnList(table.columns)}) FROM STDIN`))
  await pipeline(createReadStream(file), createGunzip(), rows)
  return rows.rowCount
}
