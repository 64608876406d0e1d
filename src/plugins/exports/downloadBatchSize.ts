import type { PayloadHandler } from 'payload'

import { isObject, readBodyOnce } from './requestBody'

/**
 * Rows a streamed download reads per query. The waiting list's and progress CSVs read by keyset paging
 * (keysetCsvDownload.ts). Every other download is the plugin's: each batch is a page of `payload.find`, an OFFSET
 * query plus a count of the whole collection, so at its default of 100 rows the time grows with the square of the
 * rows (bench/README.md, "Cost as the data grows"); 5,000 a page keeps that to about a minute at 500,000 rows.
 */
export const downloadBatchSize = 5000

/** The rows a page a download asked for: a positive whole number up to 5,000, otherwise `fallback`. */
export const batchSizeFor = (requested: unknown, fallback = downloadBatchSize): number =>
  typeof requested === 'number' && Number.isInteger(requested) && requested > 0 ? Math.min(requested, downloadBatchSize) : fallback

const withBatchSize = (body: unknown): unknown =>
  isObject(body) && isObject(body.data) ? { ...body, data: { ...body.data, batchSize: batchSizeFor(body.data.batchSize) } } : body

/**
 * The plugin's download handler with `batchSize` in the request's `data` (its download path reads the batch size from
 * there only, not from the plugin's configuration): 5,000, or a smaller size the caller asked for. A body that is not
 * JSON goes through unchanged for the plugin to refuse.
 */
export const withDownloadBatchSize =
  (handler: PayloadHandler): PayloadHandler =>
  async (req) => {
    await readBodyOnce(req, withBatchSize)
    return handler(req)
  }
