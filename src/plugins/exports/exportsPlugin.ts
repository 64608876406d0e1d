import { importExportPlugin } from '@payloadcms/plugin-import-export'
import { Forbidden, type CollectionBeforeOperationHook, type CollectionConfig, type Endpoint, type PayloadRequest } from 'payload'

import { isStaff, nobody } from '../../access'
import { adminGroups } from '@/lib/server/adminGroups'
import { downloadHandler } from './downloadHandler'
import { exportableOnly, requestedCollection } from './exportableCollections'
import { learnerProgressRows } from './learnerProgressRows'
import { isObject, readBodyOnce } from './requestBody'
import { staffExportHandler, staffOnly } from './staffExportHandler'
import { waitingListRows } from './waitingListRows'

/** What the audit trail records of an export: the collection and the filter it asked for. */
const describeExport = async (req: PayloadRequest): Promise<string> => {
  const body = await readBodyOnce(req)
  const where = isObject(body) && isObject(body.data) && isObject(body.data.where) && Object.keys(body.data.where).length ? body.data.where : null
  return `${String(requestedCollection(body) ?? 'no collection')} · filter ${where ? JSON.stringify(where) : 'none'}`
}

/**
 * The export endpoints read the collection a request names: only the exportable ones (./exportableCollections). A
 * download is audited with what it wrote; a preview on the export screen is not an export.
 */
const guardedHandler = (endpoint: Endpoint): Endpoint['handler'] => {
  if (endpoint.path === '/download') return staffExportHandler(exportableOnly(downloadHandler(endpoint.handler)), describeExport)
  if (endpoint.path === '/export-preview') return staffOnly(exportableOnly(endpoint.handler))
  return staffOnly(endpoint.handler)
}

/**
 * Exports are downloads, never saved files, and nothing is imported: no export or import document is created, through
 * the API or otherwise. (Create access stays with staff only because the admin's export drawer is a create form.)
 */
const refuseSavedFiles: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation === 'create') throw new Forbidden(req.t)
  return args
}

/** The plugin's own export and import collections and their endpoints: staff only, whatever the target's rules. */
const staffOnlyCollections =
  (hidden: boolean) =>
  ({ collection }: { collection: CollectionConfig }): CollectionConfig => ({
    ...collection,
    access: { read: isStaff, create: isStaff, update: nobody, delete: isStaff },
    hooks: { ...collection.hooks, beforeOperation: [refuseSavedFiles, ...(collection.hooks?.beforeOperation ?? [])] },
    admin: {
      ...collection.admin,
      group: adminGroups.leads.name,
      hidden,
      ...(hidden ? {} : { description: 'To download the waiting list as a spreadsheet, open Waiting list, then More options (⋮) → Export → Download.' }),
    },
    endpoints: (collection.endpoints || []).map((endpoint: Endpoint) => ({ ...endpoint, handler: guardedHandler(endpoint) })),
  })

const csvDownload = { format: 'csv', disableJobsQueue: true, disableSave: true } as const

/** CSV exports from the admin's list menus: the waiting list, and learners' progress (from Enrolments). */
export const exportsPlugin = importExportPlugin({
  collections: [
    { slug: 'program-signups', import: false, export: { ...csvDownload, hooks: { before: waitingListRows } } },
    { slug: 'enrollments', import: false, export: { ...csvDownload, hooks: { before: learnerProgressRows } } },
  ],
  overrideExportCollection: staffOnlyCollections(false),
  overrideImportCollection: staffOnlyCollections(true),
})
