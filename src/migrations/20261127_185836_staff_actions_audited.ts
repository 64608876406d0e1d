import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The notice to a staff member that a colleague changed their password or email or turned their two-factor sign-in
 * off, and the staff actions on teams, calls, mentoring and saved comments on the audit trail.
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_mail_deliveries_kind" ADD VALUE 'staffAccountChanged';
  ALTER TYPE "public"."enum_audit_events_event" ADD VALUE 'team-member-removed';
  ALTER TYPE "public"."enum_audit_events_event" ADD VALUE 'team-seat-cap-changed';
  ALTER TYPE "public"."enum_audit_events_event" ADD VALUE 'team-deleted';
  ALTER TYPE "public"."enum_audit_events_event" ADD VALUE 'call-cancelled';
  ALTER TYPE "public"."enum_audit_events_event" ADD VALUE 'mentoring-booking-cancelled';
  ALTER TYPE "public"."enum_audit_events_event" ADD VALUE 'mentoring-slot-deleted';
  ALTER TYPE "public"."enum_audit_events_event" ADD VALUE 'saved-comment-created';
  ALTER TYPE "public"."enum_audit_events_event" ADD VALUE 'saved-comment-changed';
  ALTER TYPE "public"."enum_audit_events_event" ADD VALUE 'saved-comment-deleted';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "mail_deliveries" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_mail_deliveries_kind";
  CREATE TYPE "public"."enum_mail_deliveries_kind" AS ENUM('welcome', 'enrolment', 'reminder', 'congratulations', 'digest', 'waitingListConfirmation', 'waitingListAnnouncement', 'courseOpen', 'accessAnswered', 'passwordReset', 'passwordChanged', 'emailChangeLink', 'emailChangeRequested', 'coachReply', 'callReminder', 'callRecording', 'mentoringBooked', 'mentoringMoved', 'mentoringCancelled', 'mentoringReminder', 'impactFollowUp');
  ALTER TABLE "mail_deliveries" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_mail_deliveries_kind" USING "kind"::"public"."enum_mail_deliveries_kind";
  ALTER TABLE "audit_events" ALTER COLUMN "event" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_events_event";
  CREATE TYPE "public"."enum_audit_events_event" AS ENUM('learner-sign-in', 'learner-password-reset-requested', 'learner-password-reset', 'learner-password-changed', 'learner-email-change-requested', 'learner-email-changed', 'staff-sign-in', 'staff-password-changed', 'staff-email-changed', 'staff-two-factor-enabled', 'staff-two-factor-disabled', 'staff-recovery-codes-renewed', 'staff-first-account-created', 'staff-export', 'staff-account-created', 'staff-account-deleted', 'learner-changed-by-staff', 'learner-deleted-by-staff', 'certificate-revoked', 'certificate-restored', 'waiting-list-announcement-sent', 'course-access-granted', 'course-access-declined', 'learner-data-downloaded', 'learner-account-closed');
  ALTER TABLE "audit_events" ALTER COLUMN "event" SET DATA TYPE "public"."enum_audit_events_event" USING "event"::"public"."enum_audit_events_event";`)
}
