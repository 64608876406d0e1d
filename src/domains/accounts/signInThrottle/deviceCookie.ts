import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

import { env } from '@/lib/server/env'

/**
 * Device cookies (OWASP, "Slow down online guessing attacks with device cookies"): after a successful sign-in the
 * browser keeps a signed, HTTP-only cookie naming a random device id and (by a keyed hash, never in clear) the
 * account. A sign-in from that browser to that account is judged by the device's own failures only (./rules).
 * One cookie holds the devices of the last few accounts signed in on the browser, newest first.
 */
export const deviceCookieName = 'solvingtech-device'

const maxAgeSeconds = 365 * 24 * 60 * 60
const accountsKept = 5
const version = 'v1'

const key = (): Buffer => createHmac('sha256', env.payloadSecret ?? '').update('solvingtech:device-cookie:v1').digest()
const mac = (text: string): string => createHmac('sha256', key()).update(text).digest('base64url')
const accountTag = (email: string): string => mac(`account:${email}`).slice(0, 22)

type Entry = { deviceId: string; account: string }

const sign = ({ deviceId, account }: Entry): string => {
  const body = `${version}.${deviceId}.${account}`
  return `${body}.${mac(body)}`
}

const verify = (token: string): Entry | undefined => {
  const [tokenVersion, deviceId, account, signature] = token.split('.')
  if (tokenVersion !== version || !deviceId || !account || !signature) return undefined
  const expected = Buffer.from(mac(`${version}.${deviceId}.${account}`))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given) ? { deviceId, account } : undefined
}

/** The validly signed entries of the request's device cookie. */
const entriesIn = (headers: Headers): Entry[] => {
  for (const part of (headers.get('cookie') ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name === deviceCookieName) return value.join('=').split('~').slice(0, accountsKept).flatMap((token) => verify(token) ?? [])
  }
  return []
}

/** The device id this browser holds for `email`, if it signed in to that account before. */
export const trustedDeviceFor = (headers: Headers, email: string): string | undefined =>
  entriesIn(headers).find((entry) => entry.account === accountTag(email))?.deviceId

/** The Set-Cookie that records a successful sign-in to `email` on this browser (keeping its device id if it had one). */
export const deviceCookieAfterSignIn = (headers: Headers, email: string): string => {
  const account = accountTag(email)
  const entries = entriesIn(headers)
  const deviceId = entries.find((entry) => entry.account === account)?.deviceId ?? randomBytes(16).toString('base64url')
  const kept = [{ deviceId, account }, ...entries.filter((entry) => entry.account !== account)].slice(0, accountsKept)
  const secure = env.publicUrl.startsWith('https://') ? '; Secure' : ''
  return `${deviceCookieName}=${kept.map(sign).join('~')}; Path=/api; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${secure}`
}
