import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The fortnightly calls: each call (in UK time, for a course or the whole programme, with its calendar sequence and
 * series), learners' private calendar feeds, the WhatsApp group's link, and the day-before reminder mail (down
 * forgets those recorded, and the sweep's jobs).
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_live_sessions_startsat_tz" AS ENUM('Europe/London');
  ALTER TYPE "public"."enum_mail_deliveries_kind" ADD VALUE 'callReminder';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'queueCallReminders' BEFORE 'queueStaffDigest';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'queueCallReminders' BEFORE 'queueStaffDigest';
  CREATE TABLE "live_sessions" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"starts_at" timestamp(3) with time zone NOT NULL,
  	"startsat_tz" "enum_live_sessions_startsat_tz" DEFAULT 'Europe/London' NOT NULL,
  	"duration_minutes" numeric DEFAULT 60 NOT NULL,
  	"join_url" varchar NOT NULL,
  	"course_id" uuid,
  	"cancelled" boolean DEFAULT false,
  	"repeat_until" timestamp(3) with time zone,
  	"series" varchar,
  	"sequence" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "calendar_feeds" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"learner_id" uuid NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "community" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"whats_app_group_link" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "mail_deliveries" ADD COLUMN "live_session_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "live_sessions_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "calendar_feeds_id" uuid;
  ALTER TABLE "live_sessions" ADD CONSTRAINT "live_sessions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_learner_id_course_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."course_users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "live_sessions_starts_at_idx" ON "live_sessions" USING btree ("starts_at");
  CREATE INDEX "live_sessions_course_idx" ON "live_sessions" USING btree ("course_id");
  CREATE INDEX "live_sessions_cancelled_idx" ON "live_sessions" USING btree ("cancelled");
  CREATE INDEX "live_sessions_series_idx" ON "live_sessions" USING btree ("series");
  CREATE INDEX "live_sessions_updated_at_idx" ON "live_sessions" USING btree ("updated_at");
  CREATE INDEX "live_sessions_created_at_idx" ON "live_sessions" USING btree ("created_at");
  CREATE UNIQUE INDEX "calendar_feeds_learner_idx" ON "calendar_feeds" USING btree ("learner_id");
  CREATE INDEX "calendar_feeds_updated_at_idx" ON "calendar_feeds" USING btree ("updated_at");
  CREATE INDEX "calendar_feeds_created_at_idx" ON "calendar_feeds" USING btree ("created_at");
  ALTER TABLE "mail_deliveries" ADD CONSTRAINT "mail_deliveries_live_session_id_live_sessions_id_fk" FOREIGN KEY ("live_session_id") REFERENCES "public"."live_sessions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_live_sessions_fk" FOREIGN KEY ("live_sessions_id") REFERENCES "public"."live_sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_calendar_feeds_fk" FOREIGN KEY ("calendar_feeds_id") REFERENCES "public"."calendar_feeds"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "mail_deliveries_live_session_idx" ON "mail_deliveries" USING btree ("live_session_id");
  CREATE INDEX "payload_locked_documents_rels_live_sessions_id_idx" ON "payload_locked_documents_rels" USING btree ("live_sessions_id");
  CREATE INDEX "payload_locked_documents_rels_calendar_feeds_id_idx" ON "payload_locked_documents_rels" USING btree ("calendar_feeds_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DELETE FROM "mail_deliveries" WHERE "kind" = 'callReminder';
  DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'queueCallReminders';
  DELETE FROM "payload_jobs" WHERE "task_slug" = 'queueCallReminders';
  ALTER TABLE "live_sessions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "calendar_feeds" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "community" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "live_sessions" CASCADE;
  DROP TABLE "calendar_feeds" CASCADE;
  DROP TABLE "community" CASCADE;
  ALTER TABLE "mail_deliveries" DROP CONSTRAINT IF EXISTS "mail_deliveries_live_session_id_live_sessions_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_live_sessions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_calendar_feeds_fk";
  
  ALTER TABLE "mail_deliveries" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_mail_deliveries_kind";
  CREATE TYPE "public"."enum_mail_deliveries_kind" AS ENUM('welcome', 'enrolment', 'reminder', 'congratulations', 'digest', 'waitingListConfirmation', 'waitingListAnnouncement', 'courseOpen', 'accessAnswered', 'passwordReset', 'passwordChanged', 'emailChangeLink', 'emailChangeRequested', 'coachReply');
  ALTER TABLE "mail_deliveries" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_mail_deliveries_kind" USING "kind"::"public"."enum_mail_deliveries_kind";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'removeExpiredRecords', 'sendMail', 'queueReminders', 'queueStaffDigest', 'requeueStrandedMail', 'createCollectionExport', 'createCollectionImport');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'removeExpiredRecords', 'sendMail', 'queueReminders', 'queueStaffDigest', 'requeueStrandedMail', 'createCollectionExport', 'createCollectionImport');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "mail_deliveries_live_session_idx";
  DROP INDEX "payload_locked_documents_rels_live_sessions_id_idx";
  DROP INDEX "payload_locked_documents_rels_calendar_feeds_id_idx";
  ALTER TABLE "mail_deliveries" DROP COLUMN "live_session_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "live_sessions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "calendar_feeds_id";
  DROP TYPE "public"."enum_live_sessions_startsat_tz";`)
}
