import { importExportPlugin } from '@payloadcms/plugin-import-export'
import type { CollectionConfig, Endpoint } from 'payload'

import { isStaff, nobody } from '../../access'
import { adminGroups } from '../../collections/adminGroups'
import { downloadHandler } from './downloadHandler'
import { learnerProgressRows } from './learnerProgressRows'
import { staffOnlyHandler } from './staffOnlyHandler'
import { waitingListRows } from './waitingListRows'

/** The plugin's own export and import collections and their endpoints: staff only, whatever the target's rules. */
const staffOnly =
  (hidden: boolean) =>
  ({ collection }: { collection: CollectionConfig }): CollectionConfig => ({
    ...collection,
    access: { read: isStaff, create: isStaff, update: nobody, delete: isStaff },
    admin: {
      ...collection.admin,
      group: adminGroups.leads.name,
      hidden,
      ...(hidden ? {} : { description: 'To download the waiting list as a spreadsheet, open Waiting list, then More options (⋮) → Export → Download.' }),
    },
    endpoints: (collection.endpoints || []).map((endpoint: Endpoint) => ({
      ...endpoint,
      handler: staffOnlyHandler(endpoint.path === '/download' ? downloadHandler(endpoint.handler) : endpoint.handler, endpoint.path),
    })),
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
