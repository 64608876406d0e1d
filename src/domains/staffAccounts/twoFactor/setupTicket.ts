import { timingSafeEqual } from 'node:crypto'

import { signTicket } from './keys'

/**
 * When the server requires two-factor sign-in for all staff (STAFF_TWO_FACTOR_REQUIRED) and an account has not set it
 * up, the right email and password earn no session: they earn this ticket, good for ten minutes and only for setting
 * up two-factor sign-in on that account. The session comes with the first code from the app.
 */
const lifetimeSeconds = 10 * 60

export const issueSetupTicket = (userId: string, now = Date.now()): string => {
  const body = `${userId}.${Math.floor(now / 1000) + lifetimeSeconds}`
  return `${Buffer.from(body).toString('base64url')}.${signTicket(body)}`
}

/** The account a ticket was issued for, while it is valid. */
export const setupTicketAccount = (ticket: unknown, now = Date.now()): string | undefined => {
  if (typeof ticket !== 'string' || ticket.length > 300) return undefined
  const [encoded, signature] = ticket.split('.')
  if (!encoded || !signature) return undefined
  const body = Buffer.from(encoded, 'base64url').toString('utf8')
  const expected = Buffer.from(signTicket(body))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined
  const [userId, expires] = body.split('.')
  return userId && Number(expires) * 1000 > now ? userId : undefined
}
