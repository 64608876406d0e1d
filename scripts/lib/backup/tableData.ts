import { pipeline } from 'node:stream/promises'
import { createGunzip, createGzip } from 'node:zlib'

import type { ClientBase } from 'pg'
import { from as copyFrom, to as copyTo } from 'pg-copy-streams'

import type { TableShape } from './catalogue'
import { encryptingStream, openBackupFile } from './encryption'
import { digestingStream, type FileDigest } from './fileDigest'
import { privateFileStream } from './privateFiles'
import { columnList, publicTable } from './sqlNames'

/**
 * The rows of `query` into a gzipped file in Postgres's text COPY format, which every server version reads and writes
 * alike, encrypted to `recipient` when there is one. Runs inside the caller's transaction, so every table comes from
 * one snapshot.
 */
export const copyRowsToFile = async (client: ClientBase, query: string, file: string, recipient: string | null): Promise<FileDigest & { rows: number }> => {
  const rows = client.query(copyTo(`COPY (${query}) TO STDOUT`))
  const written = digestingStream()
  const encrypting = recipient ? [await encryptingStream(recipient)] : []
  await pipeline(rows, createGzip(), ...encrypting, written.stream, privateFileStream(file))
  return { ...written.digest(), rows: rows.rowCount }
}

/** A file written by `copyRowsToFile` back into its table (decrypted with `identity` when encrypted); the number of rows loaded. */
export const copyFileToTable = async (client: ClientBase, table: TableShape, file: string, identity: string | null, dir: string): Promise<number> => {
  const rows = client.query(copyFrom(`COPY ${publicTable(table.name)} (${columnList(table.columns)}) FROM STDIN`))
  await pipeline(await openBackupFile(file, identity, dir), createGunzip(), rows)
  return rows.rowCount
}
