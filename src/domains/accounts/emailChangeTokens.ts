import { randomBytes } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'

import type { SqlExecutor } from '@/lib/server/db/inTransaction'
import { hashResetToken } from './resetTokens'

const emailChangeTokenLifetimeMs = 24 * 60 * 60 * 1000

/**
 * A new single-use token (256 random bits, stored as its SHA-256 hash) that moves the learner to `newEmail`, valid
 * for 24 hours. It replaces the learner's earlier pending changes.
 */
export const issueEmailChangeToken = async (db: SqlExecutor, learnerId: string, newEmail: string): Promise<string> => {
  const token = randomBytes(32).toString('base64url')
  await db.execute(sql`UPDATE email_change_tokens SET is_used = true, updated_at = now() WHERE user_id = ${learnerId} AND is_used = false`)
  await db.execute(sql`
    INSERT INTO email_change_tokens (user_id, new_email, token_hash, expires_at, is_used)
    VALUES (${learnerId}, ${newEmail}, ${hashResetToken(token)}, ${new Date(Date.now() + emailChangeTokenLifetimeMs).toISOString()}, false)`)
  return token
}

/**
 * Marks the token used and returns its learner and new email in one statement, so of two requests with the same
 * token only one wins. Null for an unknown, used or expired token.
 */
export const consumeEmailChangeToken = async (db: SqlExecutor, token: string): Promise<{ learnerId: string; newEmail: string } | null> => {
  const result = await db.execute(sql`
    UPDATE email_change_tokens SET is_used = true, updated_at = now()
    WHERE token_hash = ${hashResetToken(token)} AND is_used = false AND expires_at > now()
    RETURNING user_id, new_email`)
  const row = result.rows[0] as { user_id: string; new_email: string } | undefined
  return row ? { learnerId: String(row.user_id), newEmail: row.new_email } : null
}

/** Ends the learner's unused reset links and pending email changes (their password was changed or reset). */
export const endPendingTokens = async (db: SqlExecutor, learnerId: string): Promise<void> => {
  await db.execute(sql`UPDATE password_reset_tokens SET is_used = true, updated_at = now() WHERE user_id = ${learnerId} AND is_used = false`)
  await db.execute(sql`UPDATE email_change_tokens SET is_used = true, updated_at = now() WHERE user_id = ${learnerId} AND is_used = false`)
}
