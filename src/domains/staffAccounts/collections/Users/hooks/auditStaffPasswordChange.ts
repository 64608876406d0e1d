import type { CollectionAfterChangeHook, CollectionAfterOperationHook, CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import { recordAuditEvent } from '@/domains/audit'

/** Set in the request's context while a save changes the password (read by ./mailColleagueChange.ts too). */
export const passwordChangedKey = 'staffPasswordChanged'

const record = (req: PayloadRequest, email: unknown, detail: string) =>
  recordAuditEvent(req, {
    event: 'staff-password-changed',
    outcome: 'success',
    accountType: 'staff',
    accountEmail: typeof email === 'string' ? email : null,
    detail,
  })

/** Payload removes the password from `data` before afterChange, so the change is noted here first. */
export const notePasswordChange: CollectionBeforeChangeHook = ({ context, data, operation }) => {
  if (operation === 'update' && typeof data?.password === 'string' && data.password) context[passwordChangedKey] = true
  return data
}

export const auditPasswordChange: CollectionAfterChangeHook = async ({ context, doc, operation, req }) => {
  if (operation !== 'update' || !context[passwordChangedKey]) return doc
  delete context[passwordChangedKey]
  const self = req.user?.collection === 'users' && String(req.user.id) === String(doc.id)
  await record(req, doc.email, self ? 'changed by themselves' : `changed by ${req.user?.email ?? 'the server'}`)
  return doc
}

export const auditPasswordReset: CollectionAfterOperationHook = async ({ operation, req, result }) => {
  if (operation !== 'resetPassword') return result
  await record(req, (result as { user?: { email?: string } }).user?.email, 'reset with an emailed link')
  return result
}

/** A staff account's email changed (by themselves with their current password, or by another staff member). */
export const auditEmailChange: CollectionAfterChangeHook = async ({ doc, operation, previousDoc, req }) => {
  if (operation !== 'update' || !previousDoc?.email || previousDoc.email === doc.email) return doc
  const self = req.user?.collection === 'users' && String(req.user.id) === String(doc.id)
  await recordAuditEvent(req, {
    event: 'staff-email-changed',
    outcome: 'success',
    accountType: 'staff',
    accountEmail: doc.email,
    detail: `from ${previousDoc.email}, ${self ? 'by themselves' : `by ${req.user?.email ?? 'the server'}`}`,
  })
  return doc
}
