import { ValidationError, type CollectionBeforeOperationHook } from 'payload'

import { isStaffPasswordLongEnough, staffPasswordTooShortMessage } from '@/lib/server/staff/staffPassword'

/**
 * Every way a staff password is set (create, first-register, the admin's change-password, PATCH /api/users/{id},
 * reset-password, the Local API) passes through one of these operations with the new password in `data`.
 */
export const enforceStaffPasswordLength: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation !== 'create' && operation !== 'update' && operation !== 'resetPassword') return args
  const password = (args.data as { password?: unknown } | undefined)?.password
  if (typeof password === 'string' && password !== '' && !isStaffPasswordLongEnough(password)) {
    throw new ValidationError({ collection: 'users', errors: [{ message: staffPasswordTooShortMessage, path: 'password' }] })
  }
  return args
}
