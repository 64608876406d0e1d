import { APIError, type CollectionSlug, type PayloadHandler } from 'payload'

import { csvRowSources } from './csvRowSources'
import { withDownloadBatchSize } from './downloadBatchSize'
import { keysetCsvDownload } from './keysetCsvDownload'
import { keysetDownloadRequest } from './keysetDownloadRequest'
import { readBodyOnce } from './requestBody'

const collectionsWithRows = Object.keys(csvRowSources)

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
    if (!request || !source) return pagedDownload(req)
    try {
      return await keysetCsvDownload(req, request, source)
    } catch (error) {
      if (error instanceof APIError && error.status < 500) return Response.json({ errors: [{ message: error.message }] }, { status: 400 })
      throw error
    }
  }
}
