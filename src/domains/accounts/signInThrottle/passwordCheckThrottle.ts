import type { PayloadRequest } from 'payload'

import { addressGroup } from '@/lib/rules/addressGroup'
import type { AuditEventName, AuditOutcome } from '@/domains/audit'
import { recordAuditEvent } from '@/domains/audit'
import { env } from '@/lib/server/env'
import { tooManyRequests } from '@/lib/server/http/apiError'
import { clientAddress } from '@/lib/server/http/rateLimit'
import { trustedDeviceFor } from './deviceCookie'
import { clearClientFailures, deviceClient, readDeviceState, readFailureState, recordFailure } from './failures'
import { decideAttempt } from './rules'

const addressRefusedMessage = 'Too many failed attempts from your network. Please wait and try again.'
const accountLockedMessage = 'Too many failed sign-in attempts on this account. Please wait and try again, or reset your password.'

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Whose password is checked, and the audit event its refusals and failures are recorded as. */
type Subject = { email: string; accountType: 'learner' | 'staff'; event: AuditEventName }

/** An admitted password check: where its failure counts (the address group, or the browser's device cookie). */
export type AdmittedCheck = Subject & { client: string }

const audit = (req: PayloadRequest, { event, accountType, email }: Subject, outcome: AuditOutcome, detail: string) =>
  recordAuditEvent(req, { event, outcome, accountType, accountEmail: email, detail })

/**
 * Before a password check on `email` (sign-in, or an email or password change; learners and staff alike): a 429 with
 * Retry-After when this address or the account is refused, a pause when the account has many recent failures, and
 * nothing of either for a browser holding the account's device cookie (./rules). Refusals are audited.
 */
export const admitPasswordCheck = async (req: PayloadRequest, subject: Subject): Promise<AdmittedCheck> => {
  const { lockSeconds, ...settings } = env.loginLimit
  const address = addressGroup(clientAddress(req))
  const deviceId = trustedDeviceFor(req.headers, subject.email)
  const [state, device] = await Promise.all([
    readFailureState(req.payload, subject.email, address, lockSeconds),
    deviceId ? readDeviceState(req.payload, subject.email, deviceId, lockSeconds) : undefined,
  ])
  const decision = decideAttempt(state, settings, device)
  if (!decision.allowed) {
    const byAddress = decision.reason === 'address'
    await audit(req, subject, 'refused', byAddress ? 'too many failures from this address' : 'account locked: failures from many addresses')
    throw tooManyRequests(decision.retryAfterSeconds, byAddress ? addressRefusedMessage : accountLockedMessage)
  }
  if (decision.delayMs > 0) await pause(decision.delayMs)
  return { ...subject, client: decision.viaDevice && deviceId ? deviceClient(deviceId) : address }
}

/**
 * After the check: a failure is counted for the account from this client (audited as `detail`); a success clears this
 * client's failures on the account. The caller audits the success once its work is done.
 */
export const settlePasswordCheck = async (req: PayloadRequest, check: AdmittedCheck, passed: boolean, detail = 'wrong password'): Promise<void> => {
  const { lockSeconds } = env.loginLimit
  if (passed) {
    await clearClientFailures(req.payload, check.email, check.client)
    return
  }
  await recordFailure(req.payload, check.email, check.client, lockSeconds)
  await audit(req, check, 'failure', detail)
}

/**
 * A learner's password check under the throttle: `check` answers null when the password is wrong. A check of
 * something else in its place (an emailed code) names what was wrong in `failure`, for the audit trail.
 */
export const throttledPasswordCheck = async <T>(
  req: PayloadRequest,
  email: string,
  event: AuditEventName,
  check: () => Promise<T | null>,
  failure = 'wrong password',
): Promise<T | null> => {
  const admitted = await admitPasswordCheck(req, { email, accountType: 'learner', event })
  const result = await check()
  await settlePasswordCheck(req, admitted, result !== null, failure)
  return result
}
