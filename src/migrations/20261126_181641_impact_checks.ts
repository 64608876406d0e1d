import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The optional equality answers and each course's checks (baseline, end, 90 days on), both keyed by the business
 * profile, never the account, so they stay, unlinked, when a learner is deleted; a course may ask no questions; the
 * 90-day mail and its sweep.
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_equality_answers_age_band" AS ENUM('16-24', '25-34', '35-44', '45-54', '55-64', '65-plus', 'prefer-not-to-say');
  CREATE TYPE "public"."enum_equality_answers_sex" AS ENUM('female', 'male', 'prefer-not-to-say');
  CREATE TYPE "public"."enum_equality_answers_ethnic_group" AS ENUM('asian', 'black', 'mixed', 'white', 'other', 'prefer-not-to-say');
  CREATE TYPE "public"."enum_equality_answers_disability" AS ENUM('yes', 'no', 'prefer-not-to-say');
  CREATE TYPE "public"."enum_impact_checks_stage" AS ENUM('baseline', 'end', 'follow-up');
  ALTER TYPE "public"."enum_mail_deliveries_kind" ADD VALUE 'impactFollowUp';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'queueImpactFollowUps' BEFORE 'queueStaffDigest';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'queueImpactFollowUps' BEFORE 'queueStaffDigest';
  CREATE TABLE "equality_answers" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"respondent_id" uuid NOT NULL,
  	"age_band" "enum_equality_answers_age_band",
  	"sex" "enum_equality_answers_sex",
  	"ethnic_group" "enum_equality_answers_ethnic_group",
  	"disability" "enum_equality_answers_disability",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "impact_checks" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"respondent_id" uuid NOT NULL,
  	"course_id" uuid NOT NULL,
  	"stage" "enum_impact_checks_stage" NOT NULL,
  	"skips" numeric DEFAULT 0 NOT NULL,
  	"professionalism" numeric,
  	"comparing_tools" numeric,
  	"rolling_out" numeric,
  	"improving" numeric,
  	"new_ways" numeric,
  	"admin_hours" numeric,
  	"software_spend" numeric,
  	"changes" varchar,
  	"answered_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "courses" ADD COLUMN "asks_impact_questions" boolean DEFAULT true;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "equality_answers_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "impact_checks_id" uuid;
  ALTER TABLE "equality_answers" ADD CONSTRAINT "equality_answers_respondent_id_business_profiles_id_fk" FOREIGN KEY ("respondent_id") REFERENCES "public"."business_profiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "impact_checks" ADD CONSTRAINT "impact_checks_respondent_id_business_profiles_id_fk" FOREIGN KEY ("respondent_id") REFERENCES "public"."business_profiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "impact_checks" ADD CONSTRAINT "impact_checks_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "equality_answers_respondent_idx" ON "equality_answers" USING btree ("respondent_id");
  CREATE INDEX "equality_answers_updated_at_idx" ON "equality_answers" USING btree ("updated_at");
  CREATE INDEX "equality_answers_created_at_idx" ON "equality_answers" USING btree ("created_at");
  CREATE INDEX "impact_checks_respondent_idx" ON "impact_checks" USING btree ("respondent_id");
  CREATE INDEX "impact_checks_course_idx" ON "impact_checks" USING btree ("course_id");
  CREATE INDEX "impact_checks_answered_at_idx" ON "impact_checks" USING btree ("answered_at");
  CREATE INDEX "impact_checks_updated_at_idx" ON "impact_checks" USING btree ("updated_at");
  CREATE INDEX "impact_checks_created_at_idx" ON "impact_checks" USING btree ("created_at");
  CREATE UNIQUE INDEX "respondent_course_stage_idx" ON "impact_checks" USING btree ("respondent_id","course_id","stage");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_equality_answers_fk" FOREIGN KEY ("equality_answers_id") REFERENCES "public"."equality_answers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_impact_checks_fk" FOREIGN KEY ("impact_checks_id") REFERENCES "public"."impact_checks"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_equality_answers_id_idx" ON "payload_locked_documents_rels" USING btree ("equality_answers_id");
  CREATE INDEX "payload_locked_documents_rels_impact_checks_id_idx" ON "payload_locked_documents_rels" USING btree ("impact_checks_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DELETE FROM "mail_deliveries" WHERE "kind" = 'impactFollowUp';
  DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'queueImpactFollowUps';
  DELETE FROM "payload_jobs" WHERE "task_slug" = 'queueImpactFollowUps';
  ALTER TABLE "equality_answers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "impact_checks" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "equality_answers" CASCADE;
  DROP TABLE "impact_checks" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_equality_answers_fk";
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_impact_checks_fk";
  ALTER TABLE "mail_deliveries" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_mail_deliveries_kind";
  CREATE TYPE "public"."enum_mail_deliveries_kind" AS ENUM('welcome', 'enrolment', 'reminder', 'congratulations', 'digest', 'waitingListConfirmation', 'waitingListAnnouncement', 'courseOpen', 'accessAnswered', 'passwordReset', 'passwordChanged', 'emailChangeLink', 'emailChangeRequested', 'coachReply', 'callReminder', 'callRecording', 'mentoringBooked', 'mentoringMoved', 'mentoringCancelled', 'mentoringReminder');
  ALTER TABLE "mail_deliveries" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_mail_deliveries_kind" USING "kind"::"public"."enum_mail_deliveries_kind";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'removeExpiredRecords', 'sendMail', 'queueReminders', 'queueCallReminders', 'queueMentoringReminders', 'queueStaffDigest', 'requeueStrandedMail', 'createCollectionExport', 'createCollectionImport');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'removeExpiredRecords', 'sendMail', 'queueReminders', 'queueCallReminders', 'queueMentoringReminders', 'queueStaffDigest', 'requeueStrandedMail', 'createCollectionExport', 'createCollectionImport');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_equality_answers_id_idx";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_impact_checks_id_idx";
  ALTER TABLE "courses" DROP COLUMN "asks_impact_questions";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "equality_answers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "impact_checks_id";
  DROP TYPE "public"."enum_equality_answers_age_band";
  DROP TYPE "public"."enum_equality_answers_sex";
  DROP TYPE "public"."enum_equality_answers_ethnic_group";
  DROP TYPE "public"."enum_equality_answers_disability";
  DROP TYPE "public"."enum_impact_checks_stage";`)
}
