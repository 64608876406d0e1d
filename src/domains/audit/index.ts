export { auditEventNames, auditOutcomes } from './events'
export type { AuditEventName, AuditOutcome } from './events'
export { auditActor, recordAuditEvent } from './recordAuditEvent'
