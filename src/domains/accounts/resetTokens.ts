import { createHash, randomBytes } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { SqlExecutor } from '@/lib/server/db/inTransaction'

const resetTokenLifetimeMs = 60 * 60 * 1000

/** Only this hash of a reset token is stored; the token itself is only ever in the mail. */
export const hashResetToken = (token: string): string => createHash('sha256').update(token).digest('hex')

/** A new single-use token (256 random bits) for a learner, valid for one hour. */
export const issueResetToken = async (payload: Payload, learnerId: string): Promise<string> => {
  const token = randomBytes(32).toString('base64url')
  await payload.create({
    collection: 'password-reset-tokens',
    data: { user: learnerId, tokenHash: hashResetToken(token), expiresAt: new Date(Date.now() + resetTokenLifetimeMs).toISOString(), isUsed: false },
    overrideAccess: true,
  })
  return token
}

/**
 * Marks the token used and returns its learner's id in one statement, so of two requests with the same token only
 * one wins. Null for an unknown, used or expired token.
 */
export const consumeResetToken = async (db: SqlExecutor, token: string): Promise<string | null> => {
  const result = await db.execute(sql`
    UPDATE password_reset_tokens SET is_used = true, updated_at = now()
    WHERE token_hash = ${hashResetToken(token)} AND is_used = false AND expires_at > now()
    RETURNING user_id`)
  const row = result.rows[0] as { user_id: string } | undefined
  return row ? String(row.user_id) : null
}
