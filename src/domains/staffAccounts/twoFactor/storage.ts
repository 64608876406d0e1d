import { sql } from '@payloadcms/db-postgres'
import type { SqlExecutor } from '@/lib/server/db/inTransaction'

import { normaliseRecoveryCode } from './codes'
import { hashRecoveryCode, openSecret, sealSecret } from './keys'

/**
 * A staff account's two-factor sign-in as stored on its `users` row (written only here, never through the API). Each
 * function runs on `db`: the pool, or the transaction of a sign-in in progress, which holds the row's lock.
 */
export type TwoFactorState = { enabledAt: Date | null; secret: string | undefined; pendingSecret: string | undefined; lastStep: number | null; recoveryCodesLeft: number }

export const readTwoFactor = async (db: SqlExecutor, userId: string): Promise<TwoFactorState | undefined> => {
  const result = await db.execute(sql`
    SELECT two_factor_enabled_at, two_factor_secret, two_factor_pending_secret, two_factor_last_step,
           COALESCE(jsonb_array_length(two_factor_recovery_codes), 0) AS codes_left
    FROM users WHERE id = ${userId}`)
  const row = result.rows[0] as
    | { two_factor_enabled_at: string | Date | null; two_factor_secret: string | null; two_factor_pending_secret: string | null; two_factor_last_step: string | number | null; codes_left: string | number }
    | undefined
  if (!row) return undefined
  return {
    enabledAt: row.two_factor_enabled_at ? new Date(row.two_factor_enabled_at) : null,
    secret: openSecret(row.two_factor_secret),
    pendingSecret: openSecret(row.two_factor_pending_secret),
    lastStep: row.two_factor_last_step === null ? null : Number(row.two_factor_last_step),
    recoveryCodesLeft: Number(row.codes_left),
  }
}

/** Keeps a new authenticator secret until a code from it proves the app has it. */
export const savePendingSecret = async (db: SqlExecutor, userId: string, secret: string): Promise<void> => {
  await db.execute(sql`UPDATE users SET two_factor_pending_secret = ${sealSecret(secret)} WHERE id = ${userId}`)
}

const codesJson = (codes: string[]) => JSON.stringify(codes.map((code) => hashRecoveryCode(normaliseRecoveryCode(code))))

/** Turns two-factor sign-in on with the pending secret, the step of the code that proved it and new recovery codes. */
export const enableTwoFactor = async (db: SqlExecutor, userId: string, secret: string, step: number, recoveryCodes: string[]): Promise<void> => {
  await db.execute(sql`
    UPDATE users SET two_factor_secret = ${sealSecret(secret)}, two_factor_pending_secret = NULL, two_factor_enabled_at = now(),
      two_factor_last_step = ${step}, two_factor_recovery_codes = ${codesJson(recoveryCodes)}::jsonb
    WHERE id = ${userId}`)
}

export const replaceRecoveryCodes = async (db: SqlExecutor, userId: string, recoveryCodes: string[]): Promise<void> => {
  await db.execute(sql`UPDATE users SET two_factor_recovery_codes = ${codesJson(recoveryCodes)}::jsonb WHERE id = ${userId}`)
}

export const disableTwoFactor = async (db: SqlExecutor, userId: string): Promise<void> => {
  await db.execute(sql`
    UPDATE users SET two_factor_secret = NULL, two_factor_pending_secret = NULL, two_factor_enabled_at = NULL,
      two_factor_last_step = NULL, two_factor_recovery_codes = NULL
    WHERE id = ${userId}`)
}

/** Records that the code of `step` was used, unless a code of that step or a later one was (two requests racing). */
export const claimStep = async (db: SqlExecutor, userId: string, step: number): Promise<boolean> => {
  const result = await db.execute(sql`
    UPDATE users SET two_factor_last_step = ${step}
    WHERE id = ${userId} AND (two_factor_last_step IS NULL OR two_factor_last_step < ${step}) RETURNING id`)
  return result.rows.length === 1
}

/** Uses up one recovery code, if it is one of the account's: each works once, even for two requests racing. */
export const claimRecoveryCode = async (db: SqlExecutor, userId: string, normalisedCode: string): Promise<boolean> => {
  const hash = hashRecoveryCode(normalisedCode)
  const result = await db.execute(sql`
    UPDATE users SET two_factor_recovery_codes = two_factor_recovery_codes - ${hash}
    WHERE id = ${userId} AND two_factor_recovery_codes ? ${hash} RETURNING id`)
  return result.rows.length === 1
}
