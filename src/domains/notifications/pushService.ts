import 'server-only'

import { createECDH, ECDH, hkdfSync } from 'node:crypto'

import webpush from 'web-push'

import { env } from '@/lib/server/env'

type VapidKeys = { publicKey: string; privateKey: string }

let derived: { secret: string; keys: VapidKeys } | undefined

/**
 * The server's VAPID key pair: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or else one derived from PAYLOAD_SECRET, so the
 * embedded default needs no setup and keeps its phones across restarts (a new secret means phones turn it on again).
 */
export const vapidKeys = (): VapidKeys => {
  const configured = env.push.keys
  if (configured) return configured
  const secret = env.payloadSecret ?? ''
  if (derived?.secret !== secret) {
    const privateKey = Buffer.from(hkdfSync('sha256', secret, 'solving-tech', 'web push vapid key', 32))
    const pair = createECDH('prime256v1')
    pair.setPrivateKey(privateKey)
    derived = { secret, keys: { publicKey: pair.getPublicKey().toString('base64url'), privateKey: privateKey.toString('base64url') } }
  }
  return derived.keys
}

/** The key a browser subscribes with (PushManager.subscribe's applicationServerKey). */
export const vapidPublicKey = (): string => vapidKeys().publicKey

/** Whether `p256dh` is a point on P-256, as a browser's subscription key must be (else nothing could be encrypted to it). */
export const isPushKey = (p256dh: string): boolean => {
  try {
    const key = Buffer.from(p256dh, 'base64url')
    // Decoding the point checks it lies on the curve; a browser's key is always the 65-byte uncompressed form.
    ECDH.convertKey(key, 'prime256v1')
    return key.length === 65 && key[0] === 4
  } catch {
    return false
  }
}

export type Phone = { endpoint: string; p256dh: string; auth: string }

/** What a push service said: it has the message, the phone is gone for good (404, 410), or something to try again. */
export type PushOutcome = { delivered: true } | { gone: true } | { error: string }

const pushTimeoutMs = 10_000

/**
 * Sends one message to one phone: encrypted for it (RFC 8291, aes128gcm) and signed with the server's VAPID key
 * (RFC 8292) by web-push, posted with fetch (which, unlike web-push's own sender, never follows a redirect elsewhere).
 * `ttlSeconds` is how long the push service keeps it for a phone that is off.
 */
export const pushToPhone = async (phone: Phone, message: string, { ttlSeconds, urgent = false }: { ttlSeconds: number; urgent?: boolean }): Promise<PushOutcome> => {
  const details = webpush.generateRequestDetails({ endpoint: phone.endpoint, keys: { p256dh: phone.p256dh, auth: phone.auth } }, message, {
    vapidDetails: { subject: env.push.subject, ...vapidKeys() },
    TTL: Math.max(0, Math.round(ttlSeconds)),
    urgency: urgent ? 'high' : 'normal',
    contentEncoding: 'aes128gcm',
  })
  const headers = Object.fromEntries(
    Object.entries(details.headers)
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name, String(value)]),
  )
  try {
    const response = await fetch(details.endpoint, {
      method: 'POST',
      headers,
      body: details.body ? new Uint8Array(details.body) : undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(pushTimeoutMs),
    })
    await response.body?.cancel()
    if (response.ok) return { delivered: true }
    if (response.status === 404 || response.status === 410) return { gone: true }
    return { error: `The push service answered ${response.status}` }
  } catch (error) {
    return { error: `Could not reach the push service: ${error instanceof Error ? error.message : String(error)}` }
  }
}
