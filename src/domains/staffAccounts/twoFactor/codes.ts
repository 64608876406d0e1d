import { randomInt } from 'node:crypto'

import { generateSecret, generateURI, verify } from 'otplib'

/**
 * The codes of two-factor sign-in: RFC 6238 TOTP (six digits, 30 s, SHA-1, as every authenticator app reads a QR
 * code) through otplib, and single-use recovery codes.
 */
export const issuer = 'Solving Tech'

export const newAuthenticatorSecret = (): string => generateSecret()

/** The otpauth:// address an authenticator app reads from the QR code. */
export const authenticatorUri = (secret: string, email: string): string => generateURI({ issuer, label: email, secret })

/**
 * Checks a six-digit code against the secret, allowing one 30 s step either way for a phone's clock, and only for a
 * time step later than `afterStep` (a code is never accepted twice). The step it matched, or undefined.
 */
export const matchedStep = async (secret: string, code: string, afterStep?: number | null): Promise<number | undefined> => {
  if (!/^\d{6}$/.test(code)) return undefined
  const result = await verify({ secret, token: code, epochTolerance: 30, ...(afterStep ? { afterTimeStep: afterStep } : {}) })
  return result.valid && 'timeStep' in result ? result.timeStep : undefined
}

/** Crockford's base32: no I, L, O or U, so a code copied by hand is hard to misread. */
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

export const recoveryCodeCount = 10

/** Ten recovery codes of ten characters (50 random bits each), shown as `XXXXX-XXXXX`. */
export const newRecoveryCodes = (): string[] =>
  Array.from({ length: recoveryCodeCount }, () => {
    const characters = Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]).join('')
    return `${characters.slice(0, 5)}-${characters.slice(5)}`
  })

/** What a person typed, as the code it was printed as: case, spaces and dashes do not matter. */
export const normaliseRecoveryCode = (typed: string): string => typed.toUpperCase().replace(/[^0-9A-Z]/g, '')

/** Is this typed code shaped like a recovery code (not a six-digit app code)? */
export const looksLikeRecoveryCode = (typed: string): boolean => normaliseRecoveryCode(typed).length === 10
