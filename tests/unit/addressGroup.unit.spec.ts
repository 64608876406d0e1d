import { describe, expect, it } from 'vitest'

import { addressGroup } from '@/lib/rules/addressGroup'

describe('addressGroup', () => {
  it('keeps an IPv4 address, and anything that is not an address, as it is', () => {
    expect(addressGroup('192.0.2.7')).toBe('192.0.2.7')
    expect(addressGroup('unknown')).toBe('unknown')
  })

  it('counts IPv6 addresses by their /64, however they are written', () => {
    const group = '2001:db8:1:2::/64'
    for (const address of ['2001:db8:1:2::1', '2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:DB8:1:2:a:b:c:d', '2001:db8:1:2::']) {
      expect(addressGroup(address), address).toBe(group)
    }
    expect(addressGroup('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64')
    expect(addressGroup('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(addressGroup('::1')).toBe('0:0:0:0::/64')
  })

  it('counts an IPv4-mapped IPv6 address as the IPv4 address', () => {
    expect(addressGroup('::ffff:192.0.2.7')).toBe('192.0.2.7')
  })
})
