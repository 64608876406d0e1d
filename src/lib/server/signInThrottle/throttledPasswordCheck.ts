import type { PayloadRequest } from 'payload'

import type { AuditEventName, AuditOutcome } from '@/lib/server/audit/events'
import { recordAuditEvent } from '@/lib/server/audit/recordAuditEvent'
import { env } from '@/lib/server/env'
import { tooManyRequests } from '@/lib/server/http/apiError'
import { clientAddress } from '@/lib/server/http/rateLimit'
import { clearAddressFailures, readFailureState, recordFailure } from './failures'
import { decideAttempt } from './rules'

const addressRefusedMessage = 'Too many failed attempts from your network. Please wait and try again.'
const accountLockedMessage = 'Too many failed sign-in attempts on this account. Please wait and try again, or reset your password.'

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Runs a password check on the account `email` under the throttle (./rules): a 429 with Retry-After when this client
 * address or the account is refused, after a pause when the account has many recent failures. A failed check (null)
 * is counted for the account and this address; a passed one clears this address's failures on the account.
 * Refusals and failures are audited as `event`; the caller audits the success once its work is done.
 */
export const throttledPasswordCheck = async <T>(
  req: PayloadRequest,
  email: string,
  event: AuditEventName,
  check: () => Promise<T | null>,
): Promise<T | null> => {
  const address = clientAddress(req)
  const { lockSeconds, ...settings } = env.loginLimit
  const audit = (outcome: AuditOutcome, detail?: string) =>
    recordAuditEvent(req, { event, outcome, accountType: 'learner', accountEmail: email, detail })

  const decision = decideAttempt(await readFailureState(req.payload, email, address, lockSeconds), settings)
  if (!decision.allowed) {
    await audit('refused', decision.reason === 'address' ? 'too many failures from this address' : 'account locked: failures from many addresses')
    throw tooManyRequests(decision.retryAfterSeconds, decision.reason === 'address' ? addressRefusedMessage : accountLockedMessage)
  }
  if (decision.delayMs > 0) await pause(decision.delayMs)

  const result = await check()
  if (result === null) {
    await recordFailure(req.payload, email, address, lockSeconds)
    await audit('failure', 'wrong password')
  } else {
    await clearAddressFailures(req.payload, email, address)
  }
  return result
}
