import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, randomUUID, verify } from 'node:crypto'

import { readPushes, type CapturedPush } from '../../scripts/lib/pushServiceStandIn'
import { waitForDelivered } from './heldDeliveries'
import { testEnv } from './testEnv'

/**
 * A made-up phone for the push service stand-in (scripts/lib/pushServiceStandIn.ts): a real P-256 key pair and auth
 * secret, as a browser makes them, so what the server sends it can be decrypted here as the phone would.
 */
export type TestPhone = { endpoint: string; keys: { p256dh: string; auth: string }; privateKey: Buffer; authSecret: Buffer }

/** `answer` is how the stand-in answers for this phone: take the push, or say the phone is gone (410, 404), or busy (503). */
export const newPhone = (answer: 'push' | 'gone' | 'missing' | 'busy' = 'push'): TestPhone => {
  const pair = createECDH('prime256v1')
  pair.generateKeys()
  const authSecret = randomBytes(16)
  return {
    endpoint: `${testEnv().pushService}/${answer}/${randomUUID()}`,
    keys: { p256dh: pair.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
    privateKey: pair.getPrivateKey(),
    authSecret,
  }
}

/** What the phone's service took for it so far. */
export const pushesTo = (phone: TestPhone): CapturedPush[] => readPushes(testEnv().pushDir).filter((push) => phone.endpoint.endsWith(push.path))

/**
 * Decrypts a push as the phone's browser would (RFC 8291, aes128gcm: the sender's key and salt in the header, the
 * content key and nonce from HKDF over the ECDH secret and the phone's auth secret), and strips the padding.
 */
export const decryptPush = (phone: TestPhone, push: CapturedPush): string => {
  const body = Buffer.from(push.body, 'base64')
  const salt = body.subarray(0, 16)
  const keyIdLength = body[20]
  const senderKey = body.subarray(21, 21 + keyIdLength)
  const cipherText = body.subarray(21 + keyIdLength)
  const pair = createECDH('prime256v1')
  pair.setPrivateKey(phone.privateKey)
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), pair.getPublicKey(), senderKey])
  const ikm = Buffer.from(hkdfSync('sha256', pair.computeSecret(senderKey), phone.authSecret, keyInfo, 32))
  const contentKey = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16))
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12))
  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce)
  decipher.setAuthTag(cipherText.subarray(-16))
  const padded = Buffer.concat([decipher.update(cipherText.subarray(0, -16)), decipher.final()])
  let end = padded.length - 1
  while (end > 0 && padded[end] === 0) end -= 1
  if (padded[end] !== 2) throw new Error('The last record does not end with the 0x02 delimiter')
  return padded.subarray(0, end).toString('utf8')
}

/** The VAPID claims of a push (RFC 8292), once its ES256 signature checks out with the key it names. */
export const vapidOf = (push: CapturedPush): { key: string; claims: { aud: string; exp: number; sub: string } } => {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(push.headers.authorization ?? '')
  if (!match) throw new Error(`No VAPID authorization: ${push.headers.authorization}`)
  const [header, claims, signature] = match[1].split('.')
  const point = Buffer.from(match[2], 'base64url')
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') }, format: 'jwk' })
  if (!verify('sha256', Buffer.from(`${header}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))) throw new Error('The VAPID signature does not check out')
  return { key: match[2], claims: JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) }
}

export type PushedMessage = { title: string; body: string; url: string; tag: string }

/** The messages the phone got, decrypted, oldest first. */
export const messagesTo = (phone: TestPhone): PushedMessage[] => pushesTo(phone).map((push) => JSON.parse(decryptPush(phone, push)) as PushedMessage)

/** Waits for `count` pushes to the phone, letting those held by quiet hours go. */
export const waitForPushes = (phone: TestPhone, learnerId: string, count = 1, timeoutMs = 20_000): Promise<CapturedPush[]> =>
  waitForDelivered('sendPush', learnerId, () => pushesTo(phone), { count, timeoutMs, what: `pushes reached ${phone.endpoint}` })
