import { env } from '@/lib/server/env'

/** The learner's session cookie. Staff use Payload's own cookie, so neither signs the other out. */
export const sessionCookieName = 'solvingtech-session'

const attributes = (maxAgeSeconds: number): string =>
  [
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${maxAgeSeconds}`,
    ...(env.publicUrl.startsWith('https://') ? ['Secure'] : []),
  ].join('; ')

export const sessionCookie = (token: string, maxAgeSeconds: number): string =>
  `${sessionCookieName}=${token}; ${attributes(maxAgeSeconds)}`

export const clearedSessionCookie = (): string => `${sessionCookieName}=; ${attributes(0)}`

/**
 * What an answer that ends the learner's session on this device carries (logging out, closing the account): the
 * cookie cleared, and the browser told to empty its HTTP cache of this site, so the next person on a shared phone
 * gets nothing of the learner's back from it (the offline copies are removed by the page itself).
 */
export const signedOutHeaders = (): Record<string, string> => ({ 'Set-Cookie': clearedSessionCookie(), 'Clear-Site-Data': '"cache"' })

/** The session token in a request's Cookie header, if any. */
export const readSessionToken = (headers: Headers): string | undefined => {
  for (const part of (headers.get('cookie') ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name === sessionCookieName) return value.join('=') || undefined
  }
  return undefined
}
