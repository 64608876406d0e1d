import 'server-only'

import { createHmac, timingSafeEqual } from 'node:crypto'

import { env } from '@/lib/server/env'

/**
 * A token for the links in our mails that work without a sign-in (unsubscribe, the waiting-list entry): the value it
 * names, signed with PAYLOAD_SECRET for one purpose. Nobody can make one for another value, a token made for one
 * purpose is worthless for another, and it holds no email address.
 */
const signature = (purpose: string, valuePart: string): string =>
  createHmac('sha256', env.payloadSecret ?? '')
    .update(`solvingtech:${purpose}:${valuePart}`)
    .digest('base64url')

export const signToken = (purpose: string, value: string): string => {
  const valuePart = Buffer.from(value).toString('base64url')
  return `${valuePart}.${signature(purpose, valuePart)}`
}

/** The value a token was made for with this purpose; null for anything else (malformed, edited, another secret). */
export const readSignedToken = (purpose: string, token: unknown): string | null => {
  if (typeof token !== 'string' || token.length > 200) return null
  const [valuePart, given, extra] = token.split('.')
  if (!valuePart || !given || extra !== undefined) return null
  const expected = Buffer.from(signature(purpose, valuePart))
  const actual = Buffer.from(given)
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null
  return Buffer.from(valuePart, 'base64url').toString('utf8')
}
