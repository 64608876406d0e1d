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
  it('stops at the leftmost entry when more hops are trusted than the chain holds', () => {
    expect(trustedClientAddress('10.0.0.1', '198.51.100.1, 203.0.113.7', 5)).toBe('198.51.100.1')
    expect(trustedClientAddress('10.0.0.1', '203.0.113.7', 2)).toBe('203.0.113.7')
    expect(trustedClientAddress('10.0.0.1', '', 4)).toBe('10.0.0.1')
    expect(trustedClientAddress('10.0.0.1', [], 1)).toBe('10.0.0.1')
  })

  it('reads IPv6 addresses, in the header and as the socket peer', () => {
    expect(trustedClientAddress('::ffff:10.0.0.1', '2001:db8::7', 1)).toBe('2001:db8::7')
    expect(trustedClientAddress('::1', '2001:db8::9, 2001:db8::7', 2)).toBe('2001:db8::9')
    expect(trustedClientAddress('2001:db8::1', '203.0.113.7', 0)).toBe('2001:db8::1')
    expect(trustedClientAddress('::1', undefined, 1)).toBe('::1')
  })

  it('trims the spaces around entries', () => {
    expect(trustedClientAddress('10.0.0.1', '  203.0.113.7  ,\t10.0.0.2 ', 2)).toBe('203.0.113.7')
    expect(trustedClientAddress('10.0.0.1', ['  198.51.100.1 ', ' 203.0.113.7'], 1)).toBe('203.0.113.7')
  })

  it('skips empty entries, so they cannot shift which entry is trusted', () => {
    expect(trustedClientAddress('10.0.0.1', '203.0.113.7,, ,10.0.0.2,', 2)).toBe('203.0.113.7')
    expect(trustedClientAddress('10.0.0.1', ',,,', 1)).toBe('10.0.0.1')
    expect(trustedClientAddress('10.0.0.1', ['', '203.0.113.7', ' '], 1)).toBe('203.0.113.7')
  })

  it('counts an unknown socket peer as the last hop', () => {
    expect(trustedClientAddress(undefined, '203.0.113.7', 1)).toBe('203.0.113.7')
    expect(trustedClientAddress(undefined, undefined, 2)).toBe('unknown')
  })
})
