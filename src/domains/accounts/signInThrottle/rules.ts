/**
 * The sign-in throttle's rules, free of storage: given the recent failed password checks of an account and of a
 * client address, may this attempt go ahead, and after how long a pause?
 *
 * - An address with too many recent failures (whatever accounts they were on) is refused.
 * - An account that failed from more than `lockAddresses` distinct addresses is refused (locked) until the failures
 *   age out or its password is reset.
 * - Otherwise an account with more than `maxAttempts` recent failures answers after a pause that doubles with every
 *   further failure, up to `maxDelayMs`: its owner is slowed, never locked out, by someone guessing from one address.
 * - A browser that signed in to the account before (a valid device cookie, OWASP's "device cookies") skips all of
 *   that: only its own failures count against it, and once it has `maxAttempts` of them it is trusted no more and
 *   goes through the rules above like any other. So a stranger's failures, from however many addresses, never slow
 *   or refuse the owner's own phone.
 */
type ThrottleSettings = {
  maxAttempts: number
  delayMs: number
  maxDelayMs: number
  lockAddresses: number
  addressMaxFailures: number
}

/** Recent failures (within the window), as read from storage. */
export type FailureState = {
  accountFailures: number
  accountAddresses: number
  accountRetryAfterSeconds: number
  addressFailures: number
  addressRetryAfterSeconds: number
}

/** The recent failures of the browser's device cookie for this account, when it holds a valid one. */
export type DeviceState = { failures: number }

type AttemptDecision =
  | { allowed: true; delayMs: number; viaDevice: boolean }
  | { allowed: false; reason: 'address' | 'account'; retryAfterSeconds: number }

/** The pause before checking a password on an account with `failures` recent failures. */
export const delayFor = (failures: number, settings: ThrottleSettings): number => {
  const beyondLimit = failures - settings.maxAttempts
  if (beyondLimit <= 0) return 0
  return Math.min(settings.maxDelayMs, settings.delayMs * 2 ** Math.min(beyondLimit - 1, 30))
}

/** Is an account that failed from `distinctAddresses` addresses locked? */
export const isLocked = (distinctAddresses: number, settings: ThrottleSettings): boolean => distinctAddresses > settings.lockAddresses

/** Is an address with `failures` recent failures refused, whatever account it tries? */
export const isAddressBlocked = (failures: number, settings: ThrottleSettings): boolean => failures >= settings.addressMaxFailures

/** Is this device cookie still trusted, with `failures` recent failures of its own? */
export const isDeviceTrusted = (device: DeviceState | undefined, settings: ThrottleSettings): boolean =>
  device !== undefined && device.failures < settings.maxAttempts

export const decideAttempt = (state: FailureState, settings: ThrottleSettings, device?: DeviceState): AttemptDecision => {
  if (isDeviceTrusted(device, settings)) return { allowed: true, delayMs: 0, viaDevice: true }
  if (isAddressBlocked(state.addressFailures, settings)) {
    return { allowed: false, reason: 'address', retryAfterSeconds: Math.max(1, state.addressRetryAfterSeconds) }
  }
  if (isLocked(state.accountAddresses, settings)) {
    return { allowed: false, reason: 'account', retryAfterSeconds: Math.max(1, state.accountRetryAfterSeconds) }
  }
  return { allowed: true, delayMs: delayFor(state.accountFailures, settings), viaDevice: false }
}
