import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Notifications on phones: the phones learners turned them on for, and each notification sent. Both go with their
 * account (cascade, by hand: Payload would set a required column null). The locks table's foreign keys are validated
 * by the next migration and their indexes built by concurrentIndexes.ts, as the migration check asks.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_push_deliveries_kind" AS ENUM('callReminder', 'callOpen', 'coachReply', 'mentoringReminder', 'nudge');
  CREATE TYPE "public"."enum_push_deliveries_status" AS ENUM('queued', 'sending', 'sent', 'failed', 'skipped');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendPush' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendPush' BEFORE 'createCollectionExport';
  CREATE TABLE "push_subscriptions" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"learner_id" uuid NOT NULL,
  	"endpoint" varchar NOT NULL,
  	"p256dh" varchar NOT NULL,
  	"auth" varchar NOT NULL,
  	"device" varchar,
  	"kinds" jsonb NOT NULL,
  	"last_sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "push_deliveries" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"kind" "enum_push_deliveries_kind" NOT NULL,
  	"status" "enum_push_deliveries_status" DEFAULT 'queued' NOT NULL,
  	"event_key" varchar NOT NULL,
  	"learner_id" uuid NOT NULL,
  	"course_id" uuid,
  	"workbook_answer_id" uuid,
  	"live_session_id" uuid,
  	"mentoring_booking_id" uuid,
  	"title" varchar,
  	"send_at" timestamp(3) with time zone NOT NULL,
  	"phones" numeric DEFAULT 0 NOT NULL,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"last_error" varchar,
  	"sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "push_subscriptions_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "push_deliveries_id" uuid;
  ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_learner_id_course_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."course_users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "push_deliveries" ADD CONSTRAINT "push_deliveries_learner_id_course_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."course_users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "push_deliveries" ADD CONSTRAINT "push_deliveries_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "push_deliveries" ADD CONSTRAINT "push_deliveries_workbook_answer_id_workbook_answers_id_fk" FOREIGN KEY ("workbook_answer_id") REFERENCES "public"."workbook_answers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "push_deliveries" ADD CONSTRAINT "push_deliveries_live_session_id_live_sessions_id_fk" FOREIGN KEY ("live_session_id") REFERENCES "public"."live_sessions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "push_deliveries" ADD CONSTRAINT "push_deliveries_mentoring_booking_id_mentoring_bookings_id_fk" FOREIGN KEY ("mentoring_booking_id") REFERENCES "public"."mentoring_bookings"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "push_subscriptions_learner_idx" ON "push_subscriptions" USING btree ("learner_id");
  CREATE UNIQUE INDEX "push_subscriptions_endpoint_idx" ON "push_subscriptions" USING btree ("endpoint");
  CREATE INDEX "push_subscriptions_updated_at_idx" ON "push_subscriptions" USING btree ("updated_at");
  CREATE INDEX "push_subscriptions_created_at_idx" ON "push_subscriptions" USING btree ("created_at");
  CREATE INDEX "push_deliveries_kind_idx" ON "push_deliveries" USING btree ("kind");
  CREATE INDEX "push_deliveries_status_idx" ON "push_deliveries" USING btree ("status");
  CREATE UNIQUE INDEX "push_deliveries_event_key_idx" ON "push_deliveries" USING btree ("event_key");
  CREATE INDEX "push_deliveries_learner_idx" ON "push_deliveries" USING btree ("learner_id");
  CREATE INDEX "push_deliveries_course_idx" ON "push_deliveries" USING btree ("course_id");
  CREATE INDEX "push_deliveries_workbook_answer_idx" ON "push_deliveries" USING btree ("workbook_answer_id");
  CREATE INDEX "push_deliveries_live_session_idx" ON "push_deliveries" USING btree ("live_session_id");
  CREATE INDEX "push_deliveries_mentoring_booking_idx" ON "push_deliveries" USING btree ("mentoring_booking_id");
  CREATE INDEX "push_deliveries_updated_at_idx" ON "push_deliveries" USING btree ("updated_at");
  CREATE INDEX "push_deliveries_created_at_idx" ON "push_deliveries" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_push_subscriptions_fk" FOREIGN KEY ("push_subscriptions_id") REFERENCES "public"."push_subscriptions"("id") ON DELETE cascade ON UPDATE no action NOT VALID;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_push_deliveries_fk" FOREIGN KEY ("push_deliveries_id") REFERENCES "public"."push_deliveries"("id") ON DELETE cascade ON UPDATE no action NOT VALID;
`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "push_subscriptions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "push_deliveries" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "push_subscriptions" CASCADE;
  DROP TABLE "push_deliveries" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_push_subscriptions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_push_deliveries_fk";
  
  DELETE FROM "payload_jobs" WHERE "task_slug" = 'sendPush';
  DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'sendPush';
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'removeExpiredRecords', 'sendMail', 'queueReminders', 'queueCallReminders', 'queueMentoringReminders', 'queueImpactFollowUps', 'queueStaffDigest', 'requeueStrandedMail', 'queueMentorDays', 'createCollectionExport', 'createCollectionImport');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'removeExpiredRecords', 'sendMail', 'queueReminders', 'queueCallReminders', 'queueMentoringReminders', 'queueImpactFollowUps', 'queueStaffDigest', 'requeueStrandedMail', 'queueMentorDays', 'createCollectionExport', 'createCollectionImport');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_push_subscriptions_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_push_deliveries_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "push_subscriptions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "push_deliveries_id";
  DROP TYPE "public"."enum_push_deliveries_kind";
  DROP TYPE "public"."enum_push_deliveries_status";`)
}
