import 'server-only'

import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { signInCodeDigits, signInCodeMinutes, signInCodeTries } from '@/lib/rules/signInCodes'
import type { SqlExecutor } from '@/lib/server/db/inTransaction'
import { env } from '@/lib/server/env'

const codeHash = (learnerId: string, code: string): string =>
  createHmac('sha256', env.payloadSecret ?? '').update(`solvingtech:sign-in-code:${learnerId}:${code}`).digest('hex')

const linkHash = (token: string): string => createHash('sha256').update(token).digest('hex')

/** A live code: not used, not expired, and not given up after too many wrong tries. */
const liveSql = sql`used_at IS NULL AND expires_at > now() AND wrong_tries < ${signInCodeTries}`

/** The open account with this (normalised) email, if any. */
export const learnerIdByEmail = async (payload: Payload, email: string): Promise<string | null> => {
  const row = (await payload.db.drizzle.execute(sql`SELECT id FROM course_users WHERE email = ${email} AND closed_at IS NULL`)).rows[0] as { id: string } | undefined
  return row ? String(row.id) : null
}

/** A new code and link for the learner's mail (only their hashes are kept), ending any code sent before. */
export const issueSignInCode = async (db: SqlExecutor, learnerId: string): Promise<{ code: string; token: string }> => {
  const code = String(randomInt(0, 10 ** signInCodeDigits)).padStart(signInCodeDigits, '0')
  const token = randomBytes(32).toString('base64url')
  await db.execute(sql`UPDATE sign_in_codes SET used_at = now(), updated_at = now() WHERE learner_id = ${learnerId} AND used_at IS NULL`)
  await db.execute(sql`
    INSERT INTO sign_in_codes (learner_id, code_hash, token_hash, expires_at, wrong_tries)
    VALUES (${learnerId}, ${codeHash(learnerId, code)}, ${linkHash(token)}, now() + make_interval(mins => ${signInCodeMinutes}), 0)`)
  return { code, token }
}

/**
 * Uses the learner's live code when `code` is it, in one statement (of two requests with it, one wins); otherwise
 * counts a wrong try against it, and the fifth wrong try ends it.
 */
export const consumeSignInCode = async (payload: Payload, learnerId: string, code: string): Promise<boolean> => {
  const used = await payload.db.drizzle.execute(sql`
    UPDATE sign_in_codes SET used_at = now(), updated_at = now()
    WHERE learner_id = ${learnerId} AND code_hash = ${codeHash(learnerId, code)} AND ${liveSql} RETURNING id`)
  if (used.rows.length > 0) return true
  await payload.db.drizzle.execute(sql`UPDATE sign_in_codes SET wrong_tries = wrong_tries + 1, updated_at = now() WHERE learner_id = ${learnerId} AND ${liveSql}`)
  return false
}

/** Uses the live code whose link carries `token`; its learner's id, or null for a link unknown, used, expired or given up. */
export const consumeSignInLink = async (payload: Payload, token: string): Promise<string | null> => {
  const row = (
    await payload.db.drizzle.execute(sql`
      UPDATE sign_in_codes SET used_at = now(), updated_at = now() WHERE token_hash = ${linkHash(token)} AND ${liveSql} RETURNING learner_id`)
  ).rows[0] as { learner_id: string } | undefined
  return row ? String(row.learner_id) : null
}
