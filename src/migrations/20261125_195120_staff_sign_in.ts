import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * Staff accounts no longer lock (maxLoginAttempts 0: failed sign-ins go through the sign-in throttle), so Payload no
 * longer reads users.login_attempts and users.lock_until. They stay in the table for this release: instances of the
 * previous release, still running during a rolling deploy, write them on a failed staff sign-in. The next release's
 * migration drops them (README, "Build once, start many").
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_audit_events_event" ADD VALUE 'staff-email-changed' BEFORE 'staff-first-account-created';
  ALTER TYPE "public"."enum_audit_events_event" ADD VALUE 'staff-two-factor-enabled' BEFORE 'staff-first-account-created';
  ALTER TYPE "public"."enum_audit_events_event" ADD VALUE 'staff-two-factor-disabled' BEFORE 'staff-first-account-created';
  ALTER TYPE "public"."enum_audit_events_event" ADD VALUE 'staff-recovery-codes-renewed' BEFORE 'staff-first-account-created';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audit_events" ALTER COLUMN "event" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_events_event";
  CREATE TYPE "public"."enum_audit_events_event" AS ENUM('learner-sign-in', 'learner-password-reset-requested', 'learner-password-reset', 'learner-password-changed', 'learner-email-change-requested', 'learner-email-changed', 'staff-sign-in', 'staff-password-changed', 'staff-first-account-created', 'staff-export', 'staff-account-created', 'staff-account-deleted', 'learner-changed-by-staff', 'learner-deleted-by-staff', 'certificate-revoked', 'certificate-restored');
  ALTER TABLE "audit_events" ALTER COLUMN "event" SET DATA TYPE "public"."enum_audit_events_event" USING "event"::"public"."enum_audit_events_event";`)
}
