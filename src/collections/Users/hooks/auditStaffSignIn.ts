import { AuthenticationError, LockedAuth, type CollectionAfterErrorHook, type CollectionAfterLoginHook } from 'payload'

import { recordAuditEvent } from '@/lib/server/audit/recordAuditEvent'

export const auditStaffSignIn: CollectionAfterLoginHook = async ({ req, user }) => {
  await recordAuditEvent(req, {
    event: 'staff-sign-in',
    outcome: 'success',
    accountType: 'staff',
    accountEmail: (user as { email?: string }).email ?? null,
  })
}

/** A wrong email or password is a failure; a locked account is refused. Only the typed email is kept. */
export const auditStaffSignInFailure: CollectionAfterErrorHook = async ({ error, req }) => {
  if (!req.pathname?.endsWith('/users/login')) return
  if (!(error instanceof AuthenticationError) && !(error instanceof LockedAuth)) return
  const typed = (req.data as { email?: unknown } | undefined)?.email
  await recordAuditEvent(req, {
    event: 'staff-sign-in',
    outcome: error instanceof LockedAuth ? 'refused' : 'failure',
    accountType: 'staff',
    accountEmail: typeof typed === 'string' ? typed.trim().toLowerCase() : null,
    detail: error instanceof LockedAuth ? 'account locked after too many failed attempts' : 'wrong email or password',
  })
}
