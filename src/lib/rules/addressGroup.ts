/**
 * The group a client address counts in for rate limits and the sign-in throttle. An IPv4 address is its own group.
 * One IPv6 customer usually holds a whole /64 (2^64 addresses to rotate through), so IPv6 addresses count by their
 * /64 prefix, written `2001:db8:1:2::/64`. IPv4-mapped IPv6 (`::ffff:192.0.2.1`) counts as the IPv4 address.
 */
export const addressGroup = (address: string): string => {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped) return mapped[1]
  // IPv6 is hex groups and colons (a zone such as %eth0 is dropped); anything else is kept as it is.
  const bare = address.split('%')[0]
  if (!bare.includes(':') || !/^[0-9a-f:.]+$/i.test(bare)) return address
  const [head, tail = ''] = bare.toLowerCase().split('::')
  const headGroups = head ? head.split(':') : []
  const tailGroups = tail ? tail.split(':') : []
  // Expand "::" to the zero groups it stands for; an embedded IPv4 tail lies beyond the first four groups anyway.
  const missing = 8 - headGroups.length - tailGroups.length
  const groups = bare.includes('::') ? [...headGroups, ...Array<string>(Math.max(0, missing)).fill('0'), ...tailGroups] : headGroups
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}
