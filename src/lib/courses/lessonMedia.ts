import type { Payload } from 'payload'
import { formatAdminURL } from 'payload/shared'

/** The address Payload serves an uploaded Media file from, built the way Payload builds a Media document's `url`. */
const mediaFileUrl = (payload: Payload, filename: string): string =>
  formatAdminURL({
    apiRoute: payload.config.routes.api,
    path: `/media/file/${encodeURIComponent(filename)}`,
    serverURL: payload.config.serverURL,
  })

/**
 * A lesson's video or captions: the file staff uploaded to Media when there is one, otherwise the address they gave,
 * otherwise none.
 */
export const uploadedOrGivenUrl = (payload: Payload, uploadedFilename: string | null, givenUrl: string | null): string | null =>
  uploadedFilename ? mediaFileUrl(payload, uploadedFilename) : givenUrl || null
