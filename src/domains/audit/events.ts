/** The events of the audit trail (AuditEvents) and their outcomes: one list, shared by the collection and the writers. */
export const auditEventNames = [
  'learner-sign-in',
  'learner-password-reset-requested',
  'learner-password-reset',
  'learner-password-changed',
  'learner-email-change-requested',
  'learner-email-changed',
  'staff-sign-in',
  'staff-password-changed',
  'staff-email-changed',
  'staff-two-factor-enabled',
  'staff-two-factor-disabled',
  'staff-recovery-codes-renewed',
  'staff-first-account-created',
  'staff-export',
  'staff-account-created',
  'staff-account-deleted',
  'learner-changed-by-staff',
  'learner-deleted-by-staff',
  'certificate-revoked',
  'certificate-restored',
  'waiting-list-announcement-sent',
  'course-access-granted',
  'course-access-declined',
  'learner-data-downloaded',
  'learner-account-closed',
  'team-member-removed',
  'team-seat-cap-changed',
  'team-deleted',
  'call-cancelled',
  'mentoring-booking-cancelled',
  'mentoring-slot-deleted',
  'saved-comment-created',
  'saved-comment-changed',
  'saved-comment-deleted',
  'sample-data-removed',
] as const

/** success: it happened; failure: wrong credentials or token; refused: throttled, locked or not allowed. */
export const auditOutcomes = ['success', 'failure', 'refused'] as const

export type AuditEventName = (typeof auditEventNames)[number]
export type AuditOutcome = (typeof auditOutcomes)[number]
