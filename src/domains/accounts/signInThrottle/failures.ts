import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { DeviceState, FailureState } from './rules'

/**
 * Storage of failed password checks: one row per account email and client (in `login_failures`, so limits hold
 * across app instances). A client is an address group (src/lib/rules/addressGroup.ts) or, for a browser holding the
 * account's device cookie, `device:{id}`: a device's failures count against that device only, never the account or
 * the address. A failure counts for `windowSeconds` after the latest one of its row.
 */
const devicePrefix = 'device:'

export const deviceClient = (deviceId: string): string => `${devicePrefix}${deviceId}`

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
    WHERE (email = ${email} OR client_address = ${address}) AND last_failed_at > now() - make_interval(secs => ${windowSeconds})
      AND client_address NOT LIKE ${`${devicePrefix}%`}`)
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

/** The recent failures of one device cookie on `email`. */
export const readDeviceState = async (payload: Payload, email: string, deviceId: string, windowSeconds: number): Promise<DeviceState> => {
  const result = await payload.db.drizzle.execute(sql`
    SELECT failures FROM login_failures
    WHERE email = ${email} AND client_address = ${deviceClient(deviceId)} AND last_failed_at > now() - make_interval(secs => ${windowSeconds})`)
  return { failures: Number((result.rows[0] as { failures?: number } | undefined)?.failures ?? 0) }
}

/** Counts one failure of `email` from `client` (one upsert); a row whose failures have aged out starts again at 1. */
export const recordFailure = async (payload: Payload, email: string, client: string, windowSeconds: number): Promise<void> => {
  await payload.db.drizzle.execute(sql`
    INSERT INTO login_failures (email, client_address, failures, last_failed_at)
    VALUES (${email}, ${client}, 1, now())
    ON CONFLICT (email, client_address) DO UPDATE SET
      failures = CASE WHEN login_failures.last_failed_at <= now() - make_interval(secs => ${windowSeconds})
                      THEN 1 ELSE login_failures.failures + 1 END,
      last_failed_at = now(),
      updated_at = now()`)
}

/** Forgets the failures of `email` from `client` (a successful sign-in from there). */
export const clearClientFailures = async (payload: Payload, email: string, client: string): Promise<void> => {
  await payload.db.drizzle.execute(sql`DELETE FROM login_failures WHERE email = ${email} AND client_address = ${client}`)
}

/** Forgets every failure of `email` (its password was reset). */
export const clearAccountFailures = async (payload: Payload, email: string): Promise<void> => {
  await payload.db.drizzle.execute(sql`DELETE FROM login_failures WHERE email = ${email}`)
}
