import type { PayloadHandler } from 'payload'

import { csvRowSources } from './csvRowSources'
import { isObject, readBodyOnce } from './requestBody'

/** The collections staff may download or preview as an export: the waiting list and learners' progress. */
export const exportableCollections: readonly string[] = Object.keys(csvRowSources)

export const notExportableMessage = 'Only the waiting list and enrolments can be exported.'

/** The collection an export request names (`{ data: { collectionSlug } }`), or undefined. */
export const requestedCollection = (body: unknown): unknown => (isObject(body) && isObject(body.data) ? body.data.collectionSlug : undefined)

/**
 * The export plugin reads whatever collection a request names (staff could otherwise download learners, staff
 * accounts or the audit trail through it): only the exportable ones go through, anything else answers 403.
 */
export const exportableOnly =
  (handler: PayloadHandler): PayloadHandler =>
  async (req) => {
    const collection = requestedCollection(await readBodyOnce(req))
    if (typeof collection !== 'string' || !exportableCollections.includes(collection)) {
      return Response.json({ message: notExportableMessage, errors: [{ message: notExportableMessage }] }, { status: 403 })
    }
    return handler(req)
  }
