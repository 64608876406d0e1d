import type { PayloadHandler } from 'payload'

/**
 * Rows a streamed CSV download reads per query. The plugin streams the file batch by batch, but each batch is a page
 * of `payload.find`: an OFFSET query plus a count of the whole collection. At its default of 100 rows, every page
 * skips more rows than the last, so the time grows with the square of the rows (bench/README.md, "Cost as the data
 * grows"): 500,000 signups would take over 20 minutes. At 5,000 rows a page they take about a minute. The cost is the
 * server's peak memory during a download (a few hundred MB at 500,000 rows); a download that is both flat in memory
 * and linear in time needs keyset paging, which the plugin does not offer.
 */
export const downloadBatchSize = 5000

const isObject = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === 'object' && !Array.isArray(value)

const batchSizeFor = (requested: unknown): number =>
  typeof requested === 'number' && Number.isInteger(requested) && requested > 0 ? Math.min(requested, downloadBatchSize) : downloadBatchSize

/**
 * The plugin's download handler with `batchSize` in the request's `data` (its download path reads the batch size from
 * there only, not from the plugin's configuration): 5,000, or a smaller size the caller asked for. A body that is not
 * JSON goes through unchanged for the plugin to refuse.
 */
export const withDownloadBatchSize =
  (handler: PayloadHandler): PayloadHandler =>
  async (req) => {
    if (typeof req.json !== 'function') return handler(req)
    const body: unknown = await req.json().catch(() => undefined)
    const withBatch = isObject(body) && isObject(body.data) ? { ...body, data: { ...body.data, batchSize: batchSizeFor(body.data.batchSize) } } : body
    req.json = () => Promise.resolve(withBatch)
    return handler(req)
  }
