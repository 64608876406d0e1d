import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { AuditEventName, AuditOutcome } from './events'

export type AuditEntry = {
  event: AuditEventName
  outcome: AuditOutcome
  accountType?: 'learner' | 'staff'
  /** The account's email as typed or stored: never a password, token or hash. */
  accountEmail?: string | null
  clientAddress?: string | null
  detail?: string | null
}

/** Appends one event to the audit trail (the audit-events collection) in one statement. */
export const recordAuditEvent = async (payload: Payload, entry: AuditEntry): Promise<void> => {
  await payload.db.drizzle.execute(sql`
    INSERT INTO audit_events (event, outcome, account_type, account_email, client_address, detail)
    VALUES (${entry.event}, ${entry.outcome}, ${entry.accountType ?? null}, ${entry.accountEmail?.slice(0, 320) ?? null},
            ${entry.clientAddress ?? null}, ${entry.detail?.slice(0, 500) ?? null})`)
}
