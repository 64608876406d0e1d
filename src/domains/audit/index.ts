/**
 * The audit trail: who did what to an account or the programme's data, kept AUDIT_RETENTION_DAYS.
 */
export type { AuditEventName, AuditOutcome } from './events'
export { auditActor, recordAuditEvent } from './recordAuditEvent'
