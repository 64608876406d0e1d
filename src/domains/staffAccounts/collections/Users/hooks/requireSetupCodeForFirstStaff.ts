import { APIError, type CollectionAfterOperationHook, type CollectionBeforeOperationHook } from 'payload'

import { isStaffRequest } from '@/access'
import { recordAuditEvent } from '@/domains/audit'
import { env } from '@/lib/server/env'
import { isFirstStaffSetupCode } from '../../../setupCode'
import { firstStaffAccountKey as createdWithSetupCode } from '../../../twoFactor/signInChecks'

const setupCodeRequiredMessage =
  'Creating the first staff account needs the setup code that the server printed to its log at start ' +
  '(or run `npm run staff:create` on the server).'


/**
 * A staff account created over HTTP (REST or the admin, including /api/users/first-register) by someone who is not
 * signed-in staff can only be the first one, and only with the setup code. The Local API (seeding, the staff:create
 * command) is the server itself and needs no code.
 */
export const requireSetupCodeForFirstStaff: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'create' || req.payloadAPI === 'local' || isStaffRequest(req)) return args
  const { totalDocs } = await req.payload.count({ collection: 'users', overrideAccess: true, req })
  if (totalDocs > 0) throw new APIError('Only signed-in staff can create staff accounts.', 403, null, true)
  const data = args.data as Record<string, unknown> | undefined
  if (!isFirstStaffSetupCode(data?.setupCode, env.payloadSecret ?? '')) {
    const typed = data?.email
    await recordAuditEvent(req, {
      event: 'staff-first-account-created',
      outcome: 'refused',
      accountType: 'staff',
      accountEmail: typeof typed === 'string' ? typed : null,
      detail: data?.setupCode ? 'wrong setup code' : 'no setup code',
    })
    throw new APIError(setupCodeRequiredMessage, 403, null, true)
  }
  req.context[createdWithSetupCode] = true
  return args
}

/** Records the first staff account created with the setup code on the audit trail. */
export const auditFirstStaffAccount: CollectionAfterOperationHook = async ({ operation, req, result }) => {
  // The flag stays for the rest of the request: Payload then signs the new account in (src/domains/staffAccounts/twoFactor).
  if (operation !== 'create' || !req.context[createdWithSetupCode]) return result
  await recordAuditEvent(req, {
    event: 'staff-first-account-created',
    outcome: 'success',
    accountType: 'staff',
    accountEmail: (result as { email?: string }).email ?? null,
    detail: 'created on /admin/create-first-user with the setup code',
  })
  return result
}
