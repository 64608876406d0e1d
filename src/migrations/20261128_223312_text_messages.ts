import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Text reminders: a learner's mobile and its code, and each text sent. Both go with their account (cascade, by hand:
 * Payload would set a required column null). The locks table's foreign keys are validated by the next migration and
 * their indexes built by concurrentIndexes.ts, as the migration check asks.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_text_deliveries_kind" AS ENUM('mobileCode', 'callReminder', 'mentoringReminder');
  CREATE TYPE "public"."enum_text_deliveries_status" AS ENUM('queued', 'sending', 'sent', 'failed', 'skipped');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendText' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendText' BEFORE 'createCollectionExport';
  CREATE TABLE "mobile_numbers" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"learner_id" uuid NOT NULL,
  	"number" varchar NOT NULL,
  	"confirmed_at" timestamp(3) with time zone,
  	"kinds" jsonb NOT NULL,
  	"code_hash" varchar,
  	"code_expires_at" timestamp(3) with time zone,
  	"wrong_tries" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "text_deliveries" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"kind" "enum_text_deliveries_kind" NOT NULL,
  	"status" "enum_text_deliveries_status" DEFAULT 'queued' NOT NULL,
  	"event_key" varchar NOT NULL,
  	"learner_id" uuid NOT NULL,
  	"live_session_id" uuid,
  	"mentoring_booking_id" uuid,
  	"send_at" timestamp(3) with time zone NOT NULL,
  	"provider_id" varchar,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"last_error" varchar,
  	"sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "mobile_numbers_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "text_deliveries_id" uuid;
  ALTER TABLE "mobile_numbers" ADD CONSTRAINT "mobile_numbers_learner_id_course_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."course_users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "text_deliveries" ADD CONSTRAINT "text_deliveries_learner_id_course_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."course_users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "text_deliveries" ADD CONSTRAINT "text_deliveries_live_session_id_live_sessions_id_fk" FOREIGN KEY ("live_session_id") REFERENCES "public"."live_sessions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "text_deliveries" ADD CONSTRAINT "text_deliveries_mentoring_booking_id_mentoring_bookings_id_fk" FOREIGN KEY ("mentoring_booking_id") REFERENCES "public"."mentoring_bookings"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "mobile_numbers_learner_idx" ON "mobile_numbers" USING btree ("learner_id");
  CREATE INDEX "mobile_numbers_updated_at_idx" ON "mobile_numbers" USING btree ("updated_at");
  CREATE INDEX "mobile_numbers_created_at_idx" ON "mobile_numbers" USING btree ("created_at");
  CREATE INDEX "text_deliveries_kind_idx" ON "text_deliveries" USING btree ("kind");
  CREATE INDEX "text_deliveries_status_idx" ON "text_deliveries" USING btree ("status");
  CREATE UNIQUE INDEX "text_deliveries_event_key_idx" ON "text_deliveries" USING btree ("event_key");
  CREATE INDEX "text_deliveries_learner_idx" ON "text_deliveries" USING btree ("learner_id");
  CREATE INDEX "text_deliveries_live_session_idx" ON "text_deliveries" USING btree ("live_session_id");
  CREATE INDEX "text_deliveries_mentoring_booking_idx" ON "text_deliveries" USING btree ("mentoring_booking_id");
  CREATE INDEX "text_deliveries_updated_at_idx" ON "text_deliveries" USING btree ("updated_at");
  CREATE INDEX "text_deliveries_created_at_idx" ON "text_deliveries" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_mobile_numbers_fk" FOREIGN KEY ("mobile_numbers_id") REFERENCES "public"."mobile_numbers"("id") ON DELETE cascade ON UPDATE no action NOT VALID;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_text_deliveries_fk" FOREIGN KEY ("text_deliveries_id") REFERENCES "public"."text_deliveries"("id") ON DELETE cascade ON UPDATE no action NOT VALID;
`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "mobile_numbers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "text_deliveries" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "mobile_numbers" CASCADE;
  DROP TABLE "text_deliveries" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_mobile_numbers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_text_deliveries_fk";
  
  DELETE FROM "payload_jobs" WHERE "task_slug" = 'sendText';
  DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'sendText';
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'removeExpiredRecords', 'sendMail', 'queueReminders', 'queueCallReminders', 'queueMentoringReminders', 'queueImpactFollowUps', 'queueStaffDigest', 'requeueStrandedMail', 'queueMentorDays', 'sendPush', 'createCollectionExport', 'createCollectionImport');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'removeExpiredRecords', 'sendMail', 'queueReminders', 'queueCallReminders', 'queueMentoringReminders', 'queueImpactFollowUps', 'queueStaffDigest', 'requeueStrandedMail', 'queueMentorDays', 'sendPush', 'createCollectionExport', 'createCollectionImport');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_mobile_numbers_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_text_deliveries_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "mobile_numbers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "text_deliveries_id";
  DROP TYPE "public"."enum_text_deliveries_kind";
  DROP TYPE "public"."enum_text_deliveries_status";`)
}
