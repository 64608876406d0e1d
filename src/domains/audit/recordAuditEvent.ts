import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import type { SqlExecutor } from '@/lib/server/db/inTransaction'
import { clientAddress } from '@/lib/server/http/rateLimit'
import type { AuditEventName, AuditOutcome } from './events'

type AuditEntry = {
  event: AuditEventName
  outcome: AuditOutcome
  accountType?: 'learner' | 'staff'
  /** The account's email as typed or stored: never a password, token or hash. */
  accountEmail?: string | null
  detail?: string | null
  /** Only to name where an event came from other than the request's client (Local API calls are `server`). */
  clientAddress?: string
}

/** Who did it: the signed-in account's email, or `the server` (seeding, a command, a job). */
export const auditActor = (req: PayloadRequest): string => (req.user as { email?: string } | null | undefined)?.email ?? 'the server'

/**
 * Appends one event, with the request's client address, to the audit trail (the audit-events collection) in one
 * statement; given a transaction's `db`, as part of it.
 */
export const recordAuditEvent = async (req: PayloadRequest, entry: AuditEntry, db: SqlExecutor = req.payload.db.drizzle): Promise<void> => {
  await db.execute(sql`
    INSERT INTO audit_events (event, outcome, account_type, account_email, client_address, detail)
    VALUES (${entry.event}, ${entry.outcome}, ${entry.accountType ?? null}, ${entry.accountEmail?.slice(0, 320) ?? null},
            ${entry.clientAddress ?? (req.payloadAPI === 'local' ? 'server' : clientAddress(req))}, ${entry.detail?.slice(0, 500) ?? null})`)
}
