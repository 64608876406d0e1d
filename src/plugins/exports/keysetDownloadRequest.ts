import type { Where } from 'payload'

import { fileSlug } from '@/lib/rules/fileSlug'
import { batchSizeFor } from './downloadBatchSize'
import { isObject } from './requestBody'

/** What a keyset download needs from the admin's export request. */
export type KeysetDownloadRequest = {
  collectionSlug: string
  where: Where
  limit?: number
  newestFirst: boolean
  /** Rows a query: the request's `batchSize` up to 5,000, or `keysetPageSize`. */
  pageSize: number
  fileName: string
}

/**
 * Rows a keyset query reads unless the request asks otherwise. A page costs the same wherever it falls, so pages can
 * be small; larger ones (5,000) outlived the young generation and grew the server's memory by a few hundred MB.
 */
export const keysetPageSize = 1000

/**
 * The orders a keyset download can follow: signup (or enrolment) date, newest first unless asked otherwise, as Payload
 * sorts a list with no order given (and as the admin's Export, which takes the list's page size as its limit, expects).
 */
const newestFirstBySort: Record<string, boolean> = { '': true, '-createdAt': true, createdAt: false }

/**
 * The admin's export request (`{ data: { collectionSlug, format, where, limit, page, sort, name, batchSize } }`) as a keyset
 * download, or null when it is not one: another format, a collection without rows of ours, a later page of a paged
 * export, another order, or a limit that is not a whole number of rows. Those go to the plugin, which answers them
 * (or refuses them) as it always has.
 */
export const keysetDownloadRequest = (body: unknown, collectionsWithRows: readonly string[]): KeysetDownloadRequest | null => {
  if (!isObject(body) || !isObject(body.data)) return null
  const { collectionSlug, format, where, limit, page, sort, name, batchSize } = body.data
  if (format !== 'csv' || typeof collectionSlug !== 'string' || !collectionsWithRows.includes(collectionSlug)) return null
  if (page !== undefined && page !== null && page !== 1) return null
  const newestFirst = newestFirstBySort[typeof sort === 'string' ? sort : sort == null ? '' : '?']
  if (newestFirst === undefined) return null
  // No limit, as in the plugin: none given, or 0 (the admin's cleared field).
  const noLimit = limit === undefined || limit === null || limit === 0
  if (!noLimit && !(Number.isInteger(limit) && (limit as number) > 0)) return null
  if (where !== undefined && where !== null && !isObject(where)) return null
  const baseName = typeof name === 'string' ? fileSlug(name, 80) : ''
  return {
    collectionSlug,
    where: (where ?? {}) as Where,
    limit: noLimit ? undefined : (limit as number),
    newestFirst,
    pageSize: batchSizeFor(batchSize, keysetPageSize),
    fileName: `${baseName || 'export'}-${collectionSlug}.csv`,
  }
}
