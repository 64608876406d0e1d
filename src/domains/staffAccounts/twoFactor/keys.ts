import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto'

import { env } from '@/lib/server/env'

/**
 * Keys for two-factor sign-in. The authenticator secrets are stored encrypted (AES-256-GCM) with a key of their own,
 * TWO_FACTOR_KEYS: a list, the first sealing new secrets and every one opening those it sealed, so a key is rotated by
 * putting a new one first (the database step then seals every stored secret again with it: ./resealSecrets.ts) and
 * removing the old one a release later. Without TWO_FACTOR_KEYS (a laptop, or a deployment that has not set it yet)
 * the key is derived from PAYLOAD_SECRET, as it always was. Recovery codes are keyed hashes and the sign-in setup
 * ticket is signed, both with keys derived from PAYLOAD_SECRET: changing it retires them, not the authenticators.
 */
const derivedFromPayloadSecret = (purpose: string): Buffer =>
  createHmac('sha256', env.payloadSecret ?? '').update(`solvingtech:two-factor:${purpose}:v1`).digest()

type SealingKey = { id: string; key: Buffer }

/** A key of TWO_FACTOR_KEYS as AES-256 takes it, with a short id stored beside each secret it seals. */
const sealingKey = (material: string): SealingKey => {
  const key = createHash('sha256').update(`solvingtech:two-factor:secret:${material}`).digest()
  return { id: createHash('sha256').update(key).digest('base64url').slice(0, 8), key }
}

const ownKeys = (): SealingKey[] => env.twoFactorKeys.map(sealingKey)

const seal = (version: string, key: Buffer, secret: string): string => {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
  return [version, iv.toString('base64url'), sealed.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.')
}

const open = (key: Buffer, [iv, sealed, tag]: string[]): string | undefined => {
  if (!iv || !sealed || !tag) return undefined
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8')
  } catch {
    return undefined
  }
}

/**
 * A secret as stored: with TWO_FACTOR_KEYS `v2:<key id>.<iv>.<ciphertext>.<tag>` under its first key; without,
 * `v1.<iv>.<ciphertext>.<tag>` under PAYLOAD_SECRET's. Base64url.
 */
export const sealSecret = (secret: string): string => {
  const [current] = ownKeys()
  return current ? seal(`v2:${current.id}`, current.key, secret) : seal('v1', derivedFromPayloadSecret('secret'), secret)
}

/** The secret back, or undefined when no key this server has sealed it (a removed key, another PAYLOAD_SECRET). */
export const openSecret = (stored: string | null | undefined): string | undefined => {
  const [version = '', ...parts] = (stored ?? '').split('.')
  if (version === 'v1') return open(derivedFromPayloadSecret('secret'), parts)
  const key = version.startsWith('v2:') ? ownKeys().find(({ id }) => id === version.slice(3)) : undefined
  return key ? open(key.key, parts) : undefined
}

/** Whether a stored secret is sealed with the key that seals new ones now (so needs no sealing again). */
export const isSealedWithCurrentKey = (stored: string): boolean => {
  const [current] = ownKeys()
  return current ? stored.startsWith(`v2:${current.id}.`) : stored.startsWith('v1.')
}

/** A recovery code as stored: a keyed hash, so the table alone gives none of them away. */
export const hashRecoveryCode = (code: string): string => createHmac('sha256', derivedFromPayloadSecret('recovery-code')).update(code).digest('hex')

/** An HMAC for the setup ticket. */
export const signTicket = (text: string): string => createHmac('sha256', derivedFromPayloadSecret('setup-ticket')).update(text).digest('base64url')
