import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto'

import { env } from '@/lib/server/env'

/**
 * Keys for two-factor sign-in, each derived from PAYLOAD_SECRET for one purpose: the authenticator secrets are
 * stored encrypted (AES-256-GCM), recovery codes as keyed hashes, and the sign-in setup ticket is signed. Changing
 * PAYLOAD_SECRET therefore turns two-factor sign-in off for everyone: they set it up again at their next sign-in.
 */
const keyFor = (purpose: string): Buffer => createHmac('sha256', env.payloadSecret ?? '').update(`solvingtech:two-factor:${purpose}:v1`).digest()

/** A secret as stored: `v1.<iv>.<ciphertext>.<tag>`, base64url. */
export const sealSecret = (secret: string): string => {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyFor('secret'), iv)
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
  return ['v1', iv, sealed, cipher.getAuthTag()].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.')
}

/** The secret back, or undefined when the stored value was not sealed with this PAYLOAD_SECRET. */
export const openSecret = (stored: string | null | undefined): string | undefined => {
  const [version, iv, sealed, tag] = (stored ?? '').split('.')
  if (version !== 'v1' || !iv || !sealed || !tag) return undefined
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor('secret'), Buffer.from(iv, 'base64url'))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8')
  } catch {
    return undefined
  }
}

/** A recovery code as stored: a keyed hash, so the table alone gives none of them away. */
export const hashRecoveryCode = (code: string): string => createHmac('sha256', keyFor('recovery-code')).update(code).digest('hex')

/** An HMAC for the setup ticket. */
export const signTicket = (text: string): string => createHmac('sha256', keyFor('setup-ticket')).update(text).digest('base64url')
