import type { PayloadRequest } from 'payload'

import type { AuditEventName } from '@/domains/audit'
import { accountPasswordMatches, admitPasswordCheck, settlePasswordCheck } from '@/domains/accounts'

/** The signed-in staff member making a change. */
export type ActingStaff = { id: string; email: string }

export const actingStaffOf = (req: PayloadRequest): ActingStaff | undefined =>
  req.user?.collection === 'users' ? { id: String(req.user.id), email: String((req.user as { email?: string }).email ?? '') } : undefined

/**
 * The re-check before a change that could take an account over (an email or password, yours or a colleague's, or a
 * colleague's two-factor sign-in turned off): the staff member making it gives their own password, checked under the
 * sign-in throttle like a sign-in (a 429 when refused, a pause after many failures), so a session left open or stolen
 * cannot do it alone. A wrong one is counted against the acting account and audited as `event` with `failureDetail`.
 */
export const actingStaffPasswordMatches = async (req: PayloadRequest, actor: ActingStaff, password: string, event: AuditEventName, failureDetail: string): Promise<boolean> => {
  const admitted = await admitPasswordCheck(req, { email: actor.email.toLowerCase(), accountType: 'staff', event })
  const matches = await accountPasswordMatches(req.payload, 'staff', actor.id, password)
  await settlePasswordCheck(req, admitted, matches, failureDetail)
  return matches
}
