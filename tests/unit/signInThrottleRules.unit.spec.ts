import { describe, expect, it } from 'vitest'

import { decideAttempt, delayFor, isAddressBlocked, isLocked, type FailureState } from '@/domains/accounts/signInThrottle/rules'

/** The sign-in throttle's decisions, without storage. */
const settings = { maxAttempts: 5, delayMs: 500, maxDelayMs: 4000, lockAddresses: 10, addressMaxFailures: 20 }

const state = (overrides: Partial<FailureState> = {}): FailureState => ({
  accountFailures: 0,
  accountAddresses: 0,
  accountRetryAfterSeconds: 0,
  addressFailures: 0,
  addressRetryAfterSeconds: 0,
  ...overrides,
})

describe('delayFor', () => {
  it('does not slow an account with up to LOGIN_MAX_ATTEMPTS failures', () => {
    for (const failures of [0, 1, 5]) expect(delayFor(failures, settings)).toBe(0)
  })

  it('then doubles the pause with every failure, up to the cap', () => {
    expect([6, 7, 8, 9, 10, 1000].map((failures) => delayFor(failures, settings))).toEqual([500, 1000, 2000, 4000, 4000, 4000])
  })
})

describe('isLocked', () => {
  it('locks an account only when failures came from more than LOGIN_LOCK_ADDRESSES addresses', () => {
    expect(isLocked(10, settings)).toBe(false)
    expect(isLocked(11, settings)).toBe(true)
  })
})

describe('isAddressBlocked', () => {
  it('refuses an address once it has LOGIN_ADDRESS_MAX_FAILURES failures', () => {
    expect(isAddressBlocked(19, settings)).toBe(false)
    expect(isAddressBlocked(20, settings)).toBe(true)
  })
})

describe('decideAttempt', () => {
  it('lets the owner in from a fresh address, slowed, however often one address failed', () => {
    expect(decideAttempt(state({ accountFailures: 50, accountAddresses: 1 }), settings)).toEqual({ allowed: true, delayMs: 4000, viaDevice: false })
  })

  it('refuses a blocked address first, with its Retry-After', () => {
    expect(decideAttempt(state({ addressFailures: 20, addressRetryAfterSeconds: 42.3, accountAddresses: 11 }), settings)).toEqual({
      allowed: false,
      reason: 'address',
      retryAfterSeconds: 42.3,
    })
  })

  it('refuses a locked account from any address', () => {
    expect(decideAttempt(state({ accountFailures: 11, accountAddresses: 11, accountRetryAfterSeconds: 300 }), settings)).toEqual({
      allowed: false,
      reason: 'account',
      retryAfterSeconds: 300,
    })
  })

  it('never answers a Retry-After under a second', () => {
    const decision = decideAttempt(state({ addressFailures: 25, addressRetryAfterSeconds: 0 }), settings)
    expect(decision).toMatchObject({ allowed: false, retryAfterSeconds: 1 })
  })

  it("lets a browser with the account's device cookie in at once, whatever other addresses did", () => {
    const under = state({ accountFailures: 500, accountAddresses: 60, addressFailures: 40, accountRetryAfterSeconds: 300 })
    expect(decideAttempt(under, settings, { failures: 0 })).toEqual({ allowed: true, delayMs: 0, viaDevice: true })
    expect(decideAttempt(under, settings, { failures: 4 })).toEqual({ allowed: true, delayMs: 0, viaDevice: true })
  })

  it('stops trusting a device cookie after LOGIN_MAX_ATTEMPTS failures of its own', () => {
    expect(decideAttempt(state({ accountAddresses: 11, accountRetryAfterSeconds: 300 }), settings, { failures: 5 })).toMatchObject({ allowed: false, reason: 'account' })
    expect(decideAttempt(state(), settings, { failures: 5 })).toEqual({ allowed: true, delayMs: 0, viaDevice: false })
  })
})
