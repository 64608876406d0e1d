import { pbkdf2, randomBytes, timingSafeEqual } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/**
 * Password checks against the salted PBKDF2 hashes Payload stores, with Payload's own parameters (they mirror
 * node_modules/payload/dist/auth/strategies/local/generatePasswordSaltHash.js, which Payload does not export).
 */
const currentHashPrefix = 'pbkdf2-sha256-v1:'

const hashParameters = (hash: string) =>
  hash.startsWith(currentHashPrefix)
    ? { storedHex: hash.slice(currentHashPrefix.length), iterations: 600_000, keyLength: 32 }
    : { storedHex: hash, iterations: 25_000, keyLength: 512 }

const derive = (password: string, salt: string, iterations: number, keyLength: number) =>
  new Promise<Buffer>((resolve, reject) => pbkdf2(password, salt, iterations, keyLength, 'sha256', (error, key) => (error ? reject(error) : resolve(key))))

const passwordMatches = async (password: string, stored: { hash: string; salt: string }): Promise<boolean> => {
  const { storedHex, iterations, keyLength } = hashParameters(stored.hash)
  const derived = await derive(password, stored.salt, iterations, keyLength)
  const expected = Buffer.from(storedHex, 'hex')
  return derived.length === expected.length && timingSafeEqual(derived, expected)
}

const dummy = { salt: randomBytes(32).toString('hex'), hash: `${currentHashPrefix}${'0'.repeat(64)}` }

/** Costs what checking a real password costs, so an unknown email answers no faster than a known one. */
export const spendPasswordCheckTime = async (password: string): Promise<void> => {
  await passwordMatches(password, dummy)
}

/** When the learner with this (normalised) email was last updated, or null when there is no such learner. */
export const learnerUpdatedAt = async (payload: Payload, email: string): Promise<string | null> => {
  const result = await payload.db.drizzle.execute(sql`SELECT updated_at FROM course_users WHERE email = ${email} LIMIT 1`)
  const row = result.rows[0] as { updated_at: string | Date } | undefined
  return row ? new Date(row.updated_at).toISOString() : null
}

/** The tables whose rows hold Payload's password hashes: learners' and staff accounts'. */
const accountTables = { learner: sql`course_users`, staff: sql`users` }

/** Is `password` the current one of this learner's or staff account? No session is opened. */
export const accountPasswordMatches = async (payload: Payload, accountType: keyof typeof accountTables, id: string, password: string): Promise<boolean> => {
  const result = await payload.db.drizzle.execute(sql`SELECT hash, salt FROM ${accountTables[accountType]} WHERE id = ${id}`)
  const row = result.rows[0] as { hash: string | null; salt: string | null } | undefined
  if (!row?.hash || !row.salt) {
    await spendPasswordCheckTime(password)
    return false
  }
  return passwordMatches(password, { hash: row.hash, salt: row.salt })
}

/** Is `password` the learner's current one? No session is opened. */
export const learnerPasswordMatches = (payload: Payload, learnerId: string, password: string): Promise<boolean> =>
  accountPasswordMatches(payload, 'learner', learnerId, password)
