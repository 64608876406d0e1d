import { afterEach, describe, expect, it } from 'vitest'

import { isSealedWithCurrentKey, openSecret, sealSecret } from '@/domains/staffAccounts/twoFactor/keys'

/** Staff's two-factor secrets sealed with TWO_FACTOR_KEYS, rotatable, or PAYLOAD_SECRET's key without it (keys.ts). */
const oldKey = 'a1'.repeat(16) + 'old-two-factor-key'
const newKey = 'b2'.repeat(16) + 'new-two-factor-key'
const authenticatorSecret = 'JBSWY3DPEHPK3PXP'

const withKeys = (keys: string | undefined) => {
  if (keys === undefined) delete process.env.TWO_FACTOR_KEYS
  else process.env.TWO_FACTOR_KEYS = keys
}

afterEach(() => withKeys(undefined))

describe('a two-factor secret', () => {
  it("is sealed with PAYLOAD_SECRET's key when no TWO_FACTOR_KEYS is set, as before", () => {
    process.env.PAYLOAD_SECRET ??= 'c3'.repeat(20)
    const stored = sealSecret(authenticatorSecret)
    expect(stored).toMatch(/^v1\./)
    expect(stored).not.toContain(authenticatorSecret)
    expect(openSecret(stored)).toBe(authenticatorSecret)
    expect(isSealedWithCurrentKey(stored)).toBe(true)
  })

  it('is sealed with the first of TWO_FACTOR_KEYS, named by its id, and opened by any key of the list', () => {
    withKeys(oldKey)
    const underOld = sealSecret(authenticatorSecret)
    expect(underOld).toMatch(/^v2:[\w-]{8}\./)
    expect(openSecret(underOld)).toBe(authenticatorSecret)

    // Rotation: the new key first, the old one still listed.
    withKeys(`${newKey}, ${oldKey}`)
    expect(openSecret(underOld)).toBe(authenticatorSecret)
    expect(isSealedWithCurrentKey(underOld)).toBe(false)
    const underNew = sealSecret(authenticatorSecret)
    expect(underNew.split('.')[0]).not.toBe(underOld.split('.')[0])
    expect(isSealedWithCurrentKey(underNew)).toBe(true)

    // The old key removed: what it sealed opens no more, what the new one sealed does.
    withKeys(newKey)
    expect(openSecret(underOld)).toBeUndefined()
    expect(openSecret(underNew)).toBe(authenticatorSecret)
  })

  it("still opens what PAYLOAD_SECRET's key sealed once TWO_FACTOR_KEYS is set, so turning it on loses no one's authenticator", () => {
    process.env.PAYLOAD_SECRET ??= 'c3'.repeat(20)
    const before = sealSecret(authenticatorSecret)
    withKeys(newKey)
    expect(openSecret(before)).toBe(authenticatorSecret)
    expect(isSealedWithCurrentKey(before)).toBe(false)
  })

  it('is not opened from a value tampered with or of an unknown form', () => {
    withKeys(newKey)
    const stored = sealSecret(authenticatorSecret)
    const [version, iv, sealed, tag] = stored.split('.')
    const flipped = `${sealed.slice(0, -2)}${sealed.at(-2) === 'A' ? 'B' : 'A'}${sealed.at(-1)}`
    expect(openSecret([version, iv, flipped, tag].join('.'))).toBeUndefined()
    expect(openSecret('v3.x.y.z')).toBeUndefined()
    expect(openSecret(null)).toBeUndefined()
  })
})
