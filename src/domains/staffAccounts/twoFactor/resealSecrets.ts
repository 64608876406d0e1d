import { sql } from '@payloadcms/db-postgres'

import type { SqlExecutor } from '@/lib/server/db/inTransaction'

import { isSealedWithCurrentKey, openSecret, sealSecret } from './keys'

/**
 * Seals every stored authenticator secret (and one waiting to be confirmed) again with the key that seals new ones,
 * so an older key of TWO_FACTOR_KEYS can be removed a release later. Run by the database step at each release; a
 * secret no key opens is left as it is (its owner sets two-factor sign-in up again). Answers how many it sealed again.
 */
export const resealTwoFactorSecrets = async (db: SqlExecutor): Promise<number> => {
  const result = await db.execute(sql`
    SELECT id, two_factor_secret, two_factor_pending_secret FROM users
    WHERE two_factor_secret IS NOT NULL OR two_factor_pending_secret IS NOT NULL`)
  let resealed = 0
  for (const row of result.rows as { id: string | number; two_factor_secret: string | null; two_factor_pending_secret: string | null }[]) {
    const again = (stored: string | null) => {
      if (!stored || isSealedWithCurrentKey(stored)) return stored
      const secret = openSecret(stored)
      return secret === undefined ? stored : sealSecret(secret)
    }
    const secret = again(row.two_factor_secret)
    const pending = again(row.two_factor_pending_secret)
    if (secret === row.two_factor_secret && pending === row.two_factor_pending_secret) continue
    // Only if unchanged since it was read: a sign-in that sets up two-factor meanwhile keeps its own.
    const updated = await db.execute(sql`
      UPDATE users SET two_factor_secret = ${secret}, two_factor_pending_secret = ${pending}
      WHERE id = ${row.id} AND two_factor_secret IS NOT DISTINCT FROM ${row.two_factor_secret}
        AND two_factor_pending_secret IS NOT DISTINCT FROM ${row.two_factor_pending_secret}
      RETURNING id`)
    resealed += updated.rows.length
  }
  return resealed
}
