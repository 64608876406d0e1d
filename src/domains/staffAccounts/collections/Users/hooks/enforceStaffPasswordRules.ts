import { ValidationError, type CollectionBeforeOperationHook } from 'payload'

import { staffPasswordProblem } from '../../../staffPassword'

/**
 * Every way a staff password is set (create, first-register, the admin's change-password, PATCH /api/users/{id},
 * reset-password, the Local API and so `npm run staff:create` and seeding) passes through one of these operations
 * with the new password in `data`: it must be 12 characters or more and hard to guess (src/domains/staffAccounts/staffPassword.ts).
 */
export const enforceStaffPasswordRules: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update' && operation !== 'resetPassword') return args
  const data = args.data as { password?: unknown; email?: unknown; name?: unknown } | undefined
  const password = data?.password
  if (typeof password !== 'string' || password === '') return args
  const id = 'id' in args && (typeof args.id === 'string' || typeof args.id === 'number') ? args.id : undefined
  const existing =
    operation === 'update' && id !== undefined ? await req.payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true, disableErrors: true, req }) : null
  const accountWords = [data?.email, data?.name, existing?.email, existing?.name].filter((word): word is string => typeof word === 'string')
  const problem = await staffPasswordProblem(password, accountWords)
  if (problem) throw new ValidationError({ collection: 'users', errors: [{ message: problem, path: 'password' }] })
  return args
}
