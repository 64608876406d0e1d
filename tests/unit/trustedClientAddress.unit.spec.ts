import { describe, expect, it } from 'vitest'

import { trustedClientAddress } from '@/lib/server/http/trustedClientAddress'

describe('trustedClientAddress', () => {
  it('ignores X-Forwarded-For with no proxy in front', () => {
    expect(trustedClientAddress('10.0.0.9', '1.2.3.4', 0)).toBe('10.0.0.9')
  })

  it('takes the address the nearest trusted proxy saw', () => {
    expect(trustedClientAddress('10.0.0.1', '203.0.113.7', 1)).toBe('203.0.113.7')
    expect(trustedClientAddress('10.0.0.1', 'forged, 203.0.113.7, 10.0.0.2', 2)).toBe('203.0.113.7')
  })

  it('cannot be pushed past the chain by a forged header, and reads a header sent twice', () => {
    expect(trustedClientAddress('10.0.0.1', undefined, 3)).toBe('10.0.0.1')
    expect(trustedClientAddress('10.0.0.1', ['198.51.100.1', '203.0.113.7'], 1)).toBe('203.0.113.7')
  })

  it('says unknown without a socket address', () => {
    expect(trustedClientAddress(undefined, undefined, 0)).toBe('unknown')
  })
})
