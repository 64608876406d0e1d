import type { CollectionAfterLoginHook } from 'payload'

import { recordAuditEvent } from '@/lib/server/audit/recordAuditEvent'

export const auditStaffSignIn: CollectionAfterLoginHook = async ({ req, user }) => {
  await recordAuditEvent(req, {
    event: 'staff-sign-in',
    outcome: 'success',
    accountType: 'staff',
    accountEmail: (user as { email?: string }).email ?? null,
    detail: req.context.staffSignInCodeKind ? `with ${String(req.context.staffSignInCodeKind)}` : 'password only',
  })
}
