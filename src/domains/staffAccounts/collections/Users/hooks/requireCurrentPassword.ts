import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { actingStaffOf, actingStaffPasswordMatches } from '../../../actingStaffPassword'
import { inPayloadOperation } from '@/lib/server/http/inPayloadOperation'

export const currentPasswordNeededMessage = 'Enter your current password to change your email or password.'
export const colleaguePasswordNeededMessage = "Enter your own password to change a colleague's email or password."
export const currentPasswordWrongMessage = 'Your current password is not right.'
export const oneAccountAtATimeMessage = "Change a staff member's email or password on their own page, one account at a time."

/**
 * A 400 with the sentence itself as the message (the admin shows it as its toast, where a ValidationError would say
 * only "The following field is invalid") and on the field, as Payload's validation errors are. Logged as `info`, like
 * them (payload.config.ts, `loggingLevels`): it is the client's mistake, not the server's.
 */
export class CurrentPasswordRefused extends APIError {
  constructor(message: string) {
    super(message, 400, { collection: 'users', errors: [{ message, path: 'currentPassword' }] }, true)
    this.name = 'CurrentPasswordRefused'
  }
}

const refusal = (message: string) => new CurrentPasswordRefused(message)

const normalised = (email: unknown) => (typeof email === 'string' ? email.trim().toLowerCase() : undefined)

/**
 * A staff member changing an email or password over HTTP (the admin's edit view, or PATCH /api/users/{id}), their
 * own or a colleague's, proves it is them with their own current password (the virtual `currentPassword` field),
 * checked under the sign-in throttle: a session left open or stolen cannot take an account over alone. The emailed
 * reset link and the server itself (the Local API: seeding, `npm run staff:create`) need none. A change of many
 * accounts at once (PATCH /api/users?where=...) may not touch an email or password at all.
 */
export const requireCurrentPassword: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'update' || req.payloadAPI === 'local') return args
  const actor = actingStaffOf(req)
  // Anyone else is refused by the collection's access rules.
  if (!actor) return args
  const data = (args.data ?? {}) as { password?: unknown; email?: unknown; currentPassword?: unknown }
  const changesPassword = typeof data.password === 'string' && data.password !== ''
  const id = 'id' in args && (typeof args.id === 'string' || typeof args.id === 'number') ? String(args.id) : undefined
  if (id === undefined) {
    if (changesPassword || data.email !== undefined) throw new APIError(oneAccountAtATimeMessage, 400, null, true)
    return args
  }
  const own = id === actor.id
  const account = own ? { email: actor.email } : await req.payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true, disableErrors: true, req })
  // Payload answers an unknown id with its own 404.
  if (!account) return args
  const changesEmail = data.email !== undefined && normalised(data.email) !== normalised(account.email)
  if (!changesPassword && !changesEmail) return args
  if (typeof data.currentPassword !== 'string' || data.currentPassword === '') {
    throw refusal(own ? currentPasswordNeededMessage : colleaguePasswordNeededMessage)
  }
  const event = changesPassword ? 'staff-password-changed' : 'staff-email-changed'
  const failure = own ? 'wrong current password' : `wrong own password, changing ${account.email}`
  const matches = await inPayloadOperation(req, () => actingStaffPasswordMatches(req, actor, data.currentPassword as string, event, failure))
  if (!matches) throw refusal(currentPasswordWrongMessage)
  return args
}
