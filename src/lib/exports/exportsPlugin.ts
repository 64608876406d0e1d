import { importExportPlugin } from '@payloadcms/plugin-import-export'
import type { CollectionConfig, Endpoint, PayloadHandler } from 'payload'

import { isStaff, isStaffRequest, nobody } from '../../access'
import { forbiddenResponse } from './forbiddenResponse'
import { learnerProgressRows } from './learnerProgressRows'
import { waitingListRows } from './waitingListRows'

const staffOnlyHandler =
  (handler: PayloadHandler): PayloadHandler =>
  (req) =>
    isStaffRequest(req) ? handler(req) : forbiddenResponse()

/** The plugin's own export and import collections and their endpoints: staff only, whatever the target's rules. */
const staffOnly =
  (hidden: boolean) =>
  ({ collection }: { collection: CollectionConfig }): CollectionConfig => ({
    ...collection,
    access: { read: isStaff, create: isStaff, update: nobody, delete: isStaff },
    admin: { ...collection.admin, group: 'Leads', hidden },
    endpoints: (collection.endpoints || []).map((endpoint: Endpoint) => ({ ...endpoint, handler: staffOnlyHandler(endpoint.handler) })),
  })

const csvDownload = { format: 'csv', disableJobsQueue: true, disableSave: true } as const

/** CSV exports from the admin's list menus: the waiting list, and learners' progress (from Enrolments). */
export const exportsPlugin = importExportPlugin({
  collections: [
    { slug: 'program-signups', import: false, export: { ...csvDownload, hooks: { before: waitingListRows } } },
    { slug: 'enrollments', import: false, export: { ...csvDownload, hooks: { before: learnerProgressRows } } },
  ],
  overrideExportCollection: staffOnly(false),
  overrideImportCollection: staffOnly(true),
})
