import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Paid courses before payment: learners' requests for access (a request goes with its learner or course: ON DELETE
 * cascade, where Payload would write set null on a NOT NULL column), the "Upgrade Membership" press, and the mail and
 * audit events of both and of a learner's own data (download, closing the account).
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_access_requests_status" AS ENUM('pending', 'granted', 'declined');
  ALTER TYPE "public"."enum_mail_deliveries_kind" ADD VALUE 'accessAnswered';
  ALTER TYPE "public"."enum_audit_events_event" ADD VALUE 'course-access-granted';
  ALTER TYPE "public"."enum_audit_events_event" ADD VALUE 'course-access-declined';
  ALTER TYPE "public"."enum_audit_events_event" ADD VALUE 'learner-data-downloaded';
  ALTER TYPE "public"."enum_audit_events_event" ADD VALUE 'learner-account-closed';
  CREATE TABLE "access_requests" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"learner_id" uuid NOT NULL,
  	"course_id" uuid NOT NULL,
  	"message" varchar,
  	"status" "enum_access_requests_status" DEFAULT 'pending' NOT NULL,
  	"staff_note" varchar,
  	"requested_at" timestamp(3) with time zone NOT NULL,
  	"decided_at" timestamp(3) with time zone,
  	"decided_by" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  DROP INDEX "learner_course_idx";
  ALTER TABLE "course_users" ADD COLUMN "upgrade_interest_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "access_requests_id" uuid;
  ALTER TABLE "access_requests" ADD CONSTRAINT "access_requests_learner_id_course_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."course_users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "access_requests" ADD CONSTRAINT "access_requests_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "access_requests_learner_idx" ON "access_requests" USING btree ("learner_id");
  CREATE INDEX "access_requests_course_idx" ON "access_requests" USING btree ("course_id");
  CREATE INDEX "access_requests_status_idx" ON "access_requests" USING btree ("status");
  CREATE INDEX "access_requests_updated_at_idx" ON "access_requests" USING btree ("updated_at");
  CREATE INDEX "access_requests_created_at_idx" ON "access_requests" USING btree ("created_at");
  CREATE UNIQUE INDEX "learner_course_idx" ON "access_requests" USING btree ("learner_id","course_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_access_requests_fk" FOREIGN KEY ("access_requests_id") REFERENCES "public"."access_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "learner_course_1_idx" ON "certificates" USING btree ("learner_id","course_id");
  CREATE INDEX "payload_locked_documents_rels_access_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("access_requests_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "access_requests" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "access_requests" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_access_requests_fk";
  
  ALTER TABLE "mail_deliveries" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_mail_deliveries_kind";
  CREATE TYPE "public"."enum_mail_deliveries_kind" AS ENUM('welcome', 'enrolment', 'reminder', 'congratulations', 'digest', 'waitingListConfirmation', 'waitingListAnnouncement', 'courseOpen');
  ALTER TABLE "mail_deliveries" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_mail_deliveries_kind" USING "kind"::"public"."enum_mail_deliveries_kind";
  ALTER TABLE "audit_events" ALTER COLUMN "event" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_events_event";
  CREATE TYPE "public"."enum_audit_events_event" AS ENUM('learner-sign-in', 'learner-password-reset-requested', 'learner-password-reset', 'learner-password-changed', 'learner-email-change-requested', 'learner-email-changed', 'staff-sign-in', 'staff-password-changed', 'staff-email-changed', 'staff-two-factor-enabled', 'staff-two-factor-disabled', 'staff-recovery-codes-renewed', 'staff-first-account-created', 'staff-export', 'staff-account-created', 'staff-account-deleted', 'learner-changed-by-staff', 'learner-deleted-by-staff', 'certificate-revoked', 'certificate-restored', 'waiting-list-announcement-sent');
  ALTER TABLE "audit_events" ALTER COLUMN "event" SET DATA TYPE "public"."enum_audit_events_event" USING "event"::"public"."enum_audit_events_event";
  DROP INDEX "learner_course_1_idx";
  DROP INDEX "payload_locked_documents_rels_access_requests_id_idx";
  CREATE UNIQUE INDEX "learner_course_idx" ON "certificates" USING btree ("learner_id","course_id");
  ALTER TABLE "course_users" DROP COLUMN "upgrade_interest_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "access_requests_id";
  DROP TYPE "public"."enum_access_requests_status";`)
}
