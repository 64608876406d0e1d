import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_audit_events_event" ADD VALUE 'staff-account-created';
  ALTER TYPE "public"."enum_audit_events_event" ADD VALUE 'staff-account-deleted';
  ALTER TYPE "public"."enum_audit_events_event" ADD VALUE 'learner-changed-by-staff';
  ALTER TYPE "public"."enum_audit_events_event" ADD VALUE 'learner-deleted-by-staff';
  ALTER TYPE "public"."enum_audit_events_event" ADD VALUE 'certificate-revoked';
  ALTER TYPE "public"."enum_audit_events_event" ADD VALUE 'certificate-restored';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audit_events" ALTER COLUMN "event" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_events_event";
  CREATE TYPE "public"."enum_audit_events_event" AS ENUM('learner-sign-in', 'learner-password-reset-requested', 'learner-password-reset', 'learner-password-changed', 'learner-email-change-requested', 'learner-email-changed', 'staff-sign-in', 'staff-password-changed', 'staff-first-account-created', 'staff-export');
  ALTER TABLE "audit_events" ALTER COLUMN "event" SET DATA TYPE "public"."enum_audit_events_event" USING "event"::"public"."enum_audit_events_event";`)
}
