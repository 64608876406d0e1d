import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { FailureState } from './rules'

/**
 * Storage of failed password checks: one row per account email and client address in `login_failures` (so limits hold
 * across app instances). A failure counts for `windowSeconds` after the latest one of its row.
 */

/** The recent failures of `email` (from every address) and of `address` (on every account), in one statement. */
export const readFailureState = async (payload: Payload, email: string, address: string, windowSeconds: number): Promise<FailureState> => {
  const result = await payload.db.drizzle.execute(sql`
    SELECT
      COALESCE(SUM(failures) FILTER (WHERE email = ${email}), 0) AS account_failures,
      COUNT(*) FILTER (WHERE email = ${email}) AS account_addresses,
      EXTRACT(EPOCH FROM MAX(last_failed_at) FILTER (WHERE email = ${email}) + make_interval(secs => ${windowSeconds}) - now()) AS account_retry_after,
      COALESCE(SUM(failures) FILTER (WHERE client_address = ${address}), 0) AS address_failures,
      EXTRACT(EPOCH FROM MAX(last_failed_at) FILTER (WHERE client_address = ${address}) + make_interval(secs => ${windowSeconds}) - now()) AS address_retry_after
    FROM login_failures
    WHERE (email = ${email} OR client_address = ${address}) AND last_failed_at > now() - make_interval(secs => ${windowSeconds})`)
  const row = result.rows[0] as Record<string, string | number | null> | undefined
  const number = (value: string | number | null | undefined) => Number(value ?? 0)
  return {
    accountFailures: number(row?.account_failures),
    accountAddresses: number(row?.account_addresses),
    accountRetryAfterSeconds: number(row?.account_retry_after),
    addressFailures: number(row?.address_failures),
    addressRetryAfterSeconds: number(row?.address_retry_after),
  }
}

/** Counts one failure of `email` from `address` (one upsert); a row whose failures have aged out starts again at 1. */
export const recordFailure = async (payload: Payload, email: string, address: string, windowSeconds: number): Promise<void> => {
  await payload.db.drizzle.execute(sql`
    INSERT INTO login_failures (email, client_address, failures, last_failed_at)
    VALUES (${email}, ${address}, 1, now())
    ON CONFLICT (email, client_address) DO UPDATE SET
      failures = CASE WHEN login_failures.last_failed_at <= now() - make_interval(secs => ${windowSeconds})
                      THEN 1 ELSE login_failures.failures + 1 END,
      last_failed_at = now(),
      updated_at = now()`)
}

/** Forgets the failures of `email` from `address` (a successful sign-in from there). */
export const clearAddressFailures = async (payload: Payload, email: string, address: string): Promise<void> => {
  await payload.db.drizzle.execute(sql`DELETE FROM login_failures WHERE email = ${email} AND client_address = ${address}`)
}

/** Forgets every failure of `email` (its password was reset). */
export const clearAccountFailures = async (payload: Payload, email: string): Promise<void> => {
  await payload.db.drizzle.execute(sql`DELETE FROM login_failures WHERE email = ${email}`)
}
