import { APIError, type CollectionSlug, type PayloadHandler, type PayloadRequest, type Where } from 'payload'

import { csvRowSources } from './csvRowSources'
import { withDownloadBatchSize } from './downloadBatchSize'
import { noteExportRows } from './exportRows'
import { keysetCsvDownload } from './keysetCsvDownload'
import { keysetDownloadRequest } from './keysetDownloadRequest'
import { isObject, readBodyOnce } from './requestBody'

const collectionsWithRows = Object.keys(csvRowSources)

const wholeNumber = (value: unknown): number | undefined => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined)

/**
 * The rows of a download the plugin wrote itself (JSON, a later page, another order): those its filter matches, within
 * the page asked for.
 */
const pluginDownloadRows = async (req: PayloadRequest, body: unknown): Promise<number | undefined> => {
  if (!isObject(body) || !isObject(body.data) || typeof body.data.collectionSlug !== 'string') return undefined
  const { collectionSlug, where, limit, page } = body.data
  const { totalDocs } = await req.payload.count({
    collection: collectionSlug as CollectionSlug,
    where: isObject(where) ? (where as Where) : undefined,
    overrideAccess: false,
    user: req.user,
  })
  const pageSize = wholeNumber(limit)
  if (!pageSize) return totalDocs
  return Math.max(0, Math.min(pageSize, totalDocs - ((wholeNumber(page) ?? 1) - 1) * pageSize))
}

/**
 * The export plugin's download, with a CSV of the waiting list or of learners' progress written by keyset paging
 * (one page held at a time, time linear in the rows); any other download is the plugin's own, at 5,000 rows a page. A filter the
 * database refuses answers 400 with the plugin's error body, so the admin shows it as a toast.
 */
export const downloadHandler = (pluginDownload: PayloadHandler): PayloadHandler => {
  const pagedDownload = withDownloadBatchSize(pluginDownload)
  return async (req) => {
    const body = await readBodyOnce(req)
    const request = keysetDownloadRequest(body, collectionsWithRows)
    const source = request && csvRowSources[request.collectionSlug as CollectionSlug]
    if (!request || !source) {
      const response = await pagedDownload(req)
      if (response.ok) noteExportRows(req, (await pluginDownloadRows(req, body)) ?? 0)
      return response
    }
    try {
      return await keysetCsvDownload(req, request, source)
    } catch (error) {
      if (error instanceof APIError && error.status < 500) return Response.json({ errors: [{ message: error.message }] }, { status: 400 })
      throw error
    }
  }
}
