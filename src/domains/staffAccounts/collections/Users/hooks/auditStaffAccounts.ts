import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { auditActor, recordAuditEvent } from '@/domains/audit'

/** Every staff account made, however (the admin, the first-account screen, `npm run staff:create`, seeding). */
export const auditStaffAccountCreated: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  await recordAuditEvent(req, {
    event: 'staff-account-created',
    outcome: 'success',
    accountType: 'staff',
    accountEmail: (doc as { email?: string }).email ?? null,
    detail: `created by ${auditActor(req)}`,
  })
  return doc
}

export const auditStaffAccountDeleted: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await recordAuditEvent(req, {
    event: 'staff-account-deleted',
    outcome: 'success',
    accountType: 'staff',
    accountEmail: (doc as { email?: string }).email ?? null,
    detail: `deleted by ${auditActor(req)}`,
  })
  return doc
}
