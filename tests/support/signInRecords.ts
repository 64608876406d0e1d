import { sql } from '@payloadcms/db-postgres'

import { testPayload } from './payload'

/** Failed password checks stored for `email`, by client address. */
export const loginFailuresOf = async (email: string): Promise<Record<string, number>> => {
  const payload = await testPayload()
  const result = await payload.db.drizzle.execute(sql`SELECT client_address, failures FROM login_failures WHERE email = ${email}`)
  return Object.fromEntries((result.rows as { client_address: string; failures: string | number }[]).map((row) => [row.client_address, Number(row.failures)]))
}

export type AuditRow = { event: string; outcome: string; account_email: string | null; client_address: string | null; detail: string | null }

/** The audit trail's rows about `email` (as account email or in the detail), oldest first. */
export const auditRowsAbout = async (email: string): Promise<AuditRow[]> => {
  const payload = await testPayload()
  const result = await payload.db.drizzle.execute(sql`
    SELECT event, outcome, account_email, client_address, detail FROM audit_events
    WHERE account_email = ${email} OR detail LIKE ${`%${email}%`} ORDER BY created_at, id`)
  return result.rows as AuditRow[]
}

const octet = () => 1 + Math.floor(Math.random() * 254)

/**
 * A client address no other test uses (a random one of the 10.0.0.0/8 private range: test files run in processes of
 * their own, so a counter would repeat across them), for a server that trusts X-Forwarded-For.
 */
export const freshAddress = (): string => `10.${octet()}.${octet()}.${octet()}`

/**
 * A second server's sign-in throttle, tight enough to reach every rule in a few requests; it trusts one proxy, so a
 * test picks each request's client address with X-Forwarded-For.
 */
export const tightThrottle = {
  TRUST_PROXY_HOPS: '1',
  LOGIN_MAX_ATTEMPTS: '3',
  LOGIN_LOCK_SECONDS: '600',
  LOGIN_DELAY_MS: '300',
  LOGIN_LOCK_ADDRESSES: '3',
  LOGIN_ADDRESS_MAX_FAILURES: '10',
}
