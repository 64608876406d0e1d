import { ValidationError, type CollectionBeforeOperationHook } from 'payload'

import { accountPasswordMatches, admitPasswordCheck, settlePasswordCheck } from '@/domains/accounts'
import { inPayloadOperation } from '@/lib/server/http/inPayloadOperation'

export const currentPasswordNeededMessage = 'Enter your current password to change your email or password.'
export const currentPasswordWrongMessage = 'Your current password is not right.'

const normalised = (email: unknown) => (typeof email === 'string' ? email.trim().toLowerCase() : undefined)

/**
 * A staff member changing their own password or email (the admin's account page, or PATCH /api/users/{own id}) proves
 * it is them with their current password (the virtual `currentPassword` field), checked under the sign-in throttle:
 * a stolen session alone cannot take the account over. Another staff member resetting someone's password, and the
 * emailed reset link, need no current password.
 */
export const requireCurrentPassword: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const id = 'id' in args ? args.id : undefined
  if (operation !== 'update' || id === undefined || req.payloadAPI === 'local') return args
  const user = req.user as { id?: unknown; email?: string; collection?: string } | null
  if (user?.collection !== 'users' || String(user.id) !== String(id)) return args
  const data = (args.data ?? {}) as { password?: unknown; email?: unknown; currentPassword?: unknown }
  const changesPassword = typeof data.password === 'string' && data.password !== ''
  const changesEmail = data.email !== undefined && normalised(data.email) !== normalised(user.email)
  if (!changesPassword && !changesEmail) return args
  if (typeof data.currentPassword !== 'string' || data.currentPassword === '') {
    throw new ValidationError({ collection: 'users', errors: [{ message: currentPasswordNeededMessage, path: 'currentPassword' }] })
  }
  const email = normalised(user.email) ?? ''
  const event = changesPassword ? 'staff-password-changed' : 'staff-email-changed'
  const admitted = await inPayloadOperation(req, () => admitPasswordCheck(req, { email, accountType: 'staff', event }))
  const matches = await accountPasswordMatches(req.payload, 'staff', String(id), data.currentPassword)
  await settlePasswordCheck(req, admitted, matches, 'wrong current password')
  if (!matches) throw new ValidationError({ collection: 'users', errors: [{ message: currentPasswordWrongMessage, path: 'currentPassword' }] })
  return args
}
