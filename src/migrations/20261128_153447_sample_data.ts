import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * What the sample content invented is marked, so reports can say they include it and staff can remove it in one
 * audited action: its learners, and the businesses of its impact cohort (which have no learner). A database seeded
 * before this release has no sample learners, and its cohort stays unmarked: nothing here can tell it from real answers.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_audit_events_event" ADD VALUE 'sample-data-removed';
  ALTER TABLE "course_users" ADD COLUMN "is_sample" boolean DEFAULT false;
  ALTER TABLE "business_profiles" ADD COLUMN "is_sample" boolean DEFAULT false;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audit_events" ALTER COLUMN "event" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_events_event";
  CREATE TYPE "public"."enum_audit_events_event" AS ENUM('learner-sign-in', 'learner-password-reset-requested', 'learner-password-reset', 'learner-password-changed', 'learner-email-change-requested', 'learner-email-changed', 'staff-sign-in', 'staff-password-changed', 'staff-email-changed', 'staff-two-factor-enabled', 'staff-two-factor-disabled', 'staff-recovery-codes-renewed', 'staff-first-account-created', 'staff-export', 'staff-account-created', 'staff-account-deleted', 'learner-changed-by-staff', 'learner-deleted-by-staff', 'certificate-revoked', 'certificate-restored', 'waiting-list-announcement-sent', 'course-access-granted', 'course-access-declined', 'learner-data-downloaded', 'learner-account-closed', 'team-member-removed', 'team-seat-cap-changed', 'team-deleted', 'call-cancelled', 'mentoring-booking-cancelled', 'mentoring-slot-deleted', 'saved-comment-created', 'saved-comment-changed', 'saved-comment-deleted');
  ALTER TABLE "audit_events" ALTER COLUMN "event" SET DATA TYPE "public"."enum_audit_events_event" USING "event"::"public"."enum_audit_events_event";
  ALTER TABLE "course_users" DROP COLUMN "is_sample";
  ALTER TABLE "business_profiles" DROP COLUMN "is_sample";`)
}
