import { importExportPlugin } from '@payloadcms/plugin-import-export'
import type { CollectionConfig, Endpoint, PayloadHandler } from 'payload'

import { isStaff, isStaffRequest, nobody } from '../../access'
import { recordAuditEvent } from '@/lib/server/audit/recordAuditEvent'
import { forbiddenResponse } from './forbiddenResponse'
import { learnerProgressRows } from './learnerProgressRows'
import { waitingListRows } from './waitingListRows'

/** Staff only, and every export a staff member runs goes into the audit trail. */
const staffOnlyHandler =
  (handler: PayloadHandler, path: string): PayloadHandler =>
  async (req) => {
    if (!isStaffRequest(req)) return forbiddenResponse()
    const response = await handler(req)
    await recordAuditEvent(req, {
      event: 'staff-export',
      outcome: response.ok ? 'success' : 'failure',
      accountType: 'staff',
      accountEmail: (req.user as { email?: string } | null)?.email,
      detail: path,
    })
    return response
  }

/** The plugin's own export and import collections and their endpoints: staff only, whatever the target's rules. */
const staffOnly =
  (hidden: boolean) =>
  ({ collection }: { collection: CollectionConfig }): CollectionConfig => ({
    ...collection,
    access: { read: isStaff, create: isStaff, update: nobody, delete: isStaff },
    admin: { ...collection.admin, group: 'Leads', hidden },
    endpoints: (collection.endpoints || []).map((endpoint: Endpoint) => ({ ...endpoint, handler: staffOnlyHandler(endpoint.handler, endpoint.path) })),
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
