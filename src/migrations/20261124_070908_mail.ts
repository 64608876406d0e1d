import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_mail_deliveries_kind" AS ENUM('welcome', 'enrolment', 'reminder', 'congratulations', 'digest');
  CREATE TYPE "public"."enum_mail_deliveries_status" AS ENUM('queued', 'sending', 'sent', 'failed', 'skipped');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendMail' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'queueReminders' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'queueStaffDigest' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendMail' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'queueReminders' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'queueStaffDigest' BEFORE 'createCollectionExport';
  CREATE TABLE "mail_deliveries" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"kind" "enum_mail_deliveries_kind" NOT NULL,
  	"status" "enum_mail_deliveries_status" DEFAULT 'queued' NOT NULL,
  	"event_key" varchar NOT NULL,
  	"to" varchar NOT NULL,
  	"subject" varchar,
  	"learner_id" uuid,
  	"course_id" uuid,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"last_error" varchar,
  	"sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "course_users" ADD COLUMN "email_preferences_reminders" boolean DEFAULT true;
  ALTER TABLE "course_users" ADD COLUMN "email_preferences_course_updates" boolean DEFAULT true;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "mail_deliveries_id" uuid;
  ALTER TABLE "mail_deliveries" ADD CONSTRAINT "mail_deliveries_learner_id_course_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."course_users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "mail_deliveries" ADD CONSTRAINT "mail_deliveries_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "mail_deliveries_kind_idx" ON "mail_deliveries" USING btree ("kind");
  CREATE INDEX "mail_deliveries_status_idx" ON "mail_deliveries" USING btree ("status");
  CREATE UNIQUE INDEX "mail_deliveries_event_key_idx" ON "mail_deliveries" USING btree ("event_key");
  CREATE INDEX "mail_deliveries_to_idx" ON "mail_deliveries" USING btree ("to");
  CREATE INDEX "mail_deliveries_learner_idx" ON "mail_deliveries" USING btree ("learner_id");
  CREATE INDEX "mail_deliveries_course_idx" ON "mail_deliveries" USING btree ("course_id");
  CREATE INDEX "mail_deliveries_updated_at_idx" ON "mail_deliveries" USING btree ("updated_at");
  CREATE INDEX "mail_deliveries_created_at_idx" ON "mail_deliveries" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_mail_deliveries_fk" FOREIGN KEY ("mail_deliveries_id") REFERENCES "public"."mail_deliveries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_mail_deliveries_id_idx" ON "payload_locked_documents_rels" USING btree ("mail_deliveries_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "mail_deliveries" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "mail_deliveries" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_mail_deliveries_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'removeExpiredRecords', 'createCollectionExport', 'createCollectionImport');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'removeExpiredRecords', 'createCollectionExport', 'createCollectionImport');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_mail_deliveries_id_idx";
  ALTER TABLE "course_users" DROP COLUMN "email_preferences_reminders";
  ALTER TABLE "course_users" DROP COLUMN "email_preferences_course_updates";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "mail_deliveries_id";
  DROP TYPE "public"."enum_mail_deliveries_kind";
  DROP TYPE "public"."enum_mail_deliveries_status";`)
}
