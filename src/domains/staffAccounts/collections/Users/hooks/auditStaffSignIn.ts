import type { CollectionAfterLoginHook } from 'payload'

import { recordAuditEvent } from '@/domains/audit'

export const auditStaffSignIn: CollectionAfterLoginHook = async ({ req, user }) => {
  await recordAuditEvent(req, {
    event: 'staff-sign-in',
    outcome: 'success',
    accountType: 'staff',
    accountEmail: (user as { email?: string }).email ?? null,
    detail: req.context.staffSignInCodeKind ? `with ${String(req.context.staffSignInCodeKind)}` : 'password only',
  })
}
