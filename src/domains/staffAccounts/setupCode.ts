import { createHmac, timingSafeEqual } from 'node:crypto'

/** Crockford's base32 alphabet: no I, L, O or U, so a code read off a terminal is hard to mistype. */
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

const toBase32 = (bytes: Buffer): string => {
  let bits = 0
  let value = 0
  let out = ''
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  return out
}

/**
 * The one-time setup code for creating the first staff account on /admin/create-first-user: 80 bits derived from
 * PAYLOAD_SECRET, so every instance and restart prints the same code, shown as four groups of four characters.
 * It only works while no staff account exists (src/domains/staffAccounts/collections/Users/hooks/requireSetupCodeForFirstStaff.ts).
 */
export const firstStaffSetupCode = (secret: string): string => {
  const digest = createHmac('sha256', secret).update('solvingtech:first-staff-setup-code:v1').digest()
  return toBase32(digest.subarray(0, 10)).match(/.{4}/g)!.join('-')
}

/** What a person typed, reduced to the code's characters: case, spaces and dashes do not matter. */
const normalize = (typed: string): string => typed.toUpperCase().replace(/[^0-9A-Z]/g, '')

/** Compares in constant time (both sides hashed to the same length first). */
export const isFirstStaffSetupCode = (typed: unknown, secret: string): boolean => {
  if (typeof typed !== 'string' || typed.length > 200) return false
  const hash = (text: string) => createHmac('sha256', 'compare').update(text).digest()
  return timingSafeEqual(hash(normalize(typed)), hash(normalize(firstStaffSetupCode(secret))))
}
