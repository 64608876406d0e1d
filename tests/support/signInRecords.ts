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

let lastAddress = 0

/** A client address no other test uses (TEST-NET-3), for a server that trusts X-Forwarded-For. */
export const freshAddress = (): string => {
  lastAddress += 1
  return `203.0.${113 + Math.floor(lastAddress / 250)}.${(lastAddress % 250) + 1}`
}
