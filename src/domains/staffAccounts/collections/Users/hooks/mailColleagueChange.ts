import type { CollectionAfterChangeHook } from 'payload'

import { actingStaffOf } from '../../../actingStaffPassword'
import { queueStaffAccountNoticeWith, type StaffAccountChange } from '../../../staffAccountNotice'
import { passwordChangedKey } from './auditStaffPasswordChange'

/**
 * A staff member who changed a colleague's password or email (with their own password: ./requireCurrentPassword.ts)
 * sends that colleague a notice, to the address the account had before, in the save's own transaction.
 */
export const mailColleagueChange: CollectionAfterChangeHook = async ({ context, doc, operation, previousDoc, req }) => {
  if (operation !== 'update') return doc
  const actor = actingStaffOf(req)
  if (!actor || actor.id === String(doc.id)) return doc
  const changes: StaffAccountChange[] = []
  if (context[passwordChangedKey]) changes.push('password')
  if (previousDoc?.email && previousDoc.email !== doc.email) changes.push('email')
  if (changes.length) await queueStaffAccountNoticeWith(req, { id: String(doc.id), email: previousDoc?.email ?? doc.email }, actor, changes)
  return doc
}
