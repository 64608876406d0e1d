import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The practical workbook: a lesson's action and its prompts, learners' answers with each send and its reply, their
 * photos and voice notes, downloads, saved comments, and the coach's reply mail (down forgets those sent). Rows that
 * belong to a learner, lesson, course or answer go with it.
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_lessons_action_prompts_kind" AS ENUM('shortText', 'longText', 'checklist', 'yesNo', 'photo', 'voice');
  CREATE TYPE "public"."enum_workbook_answers_status" AS ENUM('draft', 'waiting', 'looksGood', 'anotherGo');
  CREATE TYPE "public"."enum_workbook_answers_verdict" AS ENUM('looksGood', 'anotherGo');
  CREATE TYPE "public"."enum_workbook_sends_verdict" AS ENUM('looksGood', 'anotherGo');
  CREATE TYPE "public"."enum_workbook_files_kind" AS ENUM('photo', 'voice');
  ALTER TYPE "public"."enum_mail_deliveries_kind" ADD VALUE 'coachReply';
  CREATE TABLE "lessons_action_prompts" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_lessons_action_prompts_kind" DEFAULT 'shortText' NOT NULL,
  	"question" varchar NOT NULL,
  	"checklist_items" varchar
  );
  
  CREATE TABLE "workbook_answers" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"learner_id" uuid NOT NULL,
  	"lesson_id" uuid NOT NULL,
  	"course_id" uuid NOT NULL,
  	"status" "enum_workbook_answers_status" DEFAULT 'draft' NOT NULL,
  	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
  	"round" numeric DEFAULT 0 NOT NULL,
  	"draft_saved_at" timestamp(3) with time zone,
  	"sent_at" timestamp(3) with time zone,
  	"coach_reply" varchar,
  	"verdict" "enum_workbook_answers_verdict",
  	"replied_at" timestamp(3) with time zone,
  	"replied_by" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "workbook_sends" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"answer_id" uuid NOT NULL,
  	"round" numeric NOT NULL,
  	"client_id" varchar NOT NULL,
  	"answers" jsonb NOT NULL,
  	"sent_at" timestamp(3) with time zone NOT NULL,
  	"coach_reply" varchar,
  	"verdict" "enum_workbook_sends_verdict",
  	"replied_at" timestamp(3) with time zone,
  	"replied_by" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "workbook_files" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"learner_id" uuid NOT NULL,
  	"lesson_id" uuid NOT NULL,
  	"client_id" varchar NOT NULL,
  	"kind" "enum_workbook_files_kind" NOT NULL,
  	"duration_seconds" numeric,
  	"prefix" varchar DEFAULT 'workbook-files',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "workbook_resources" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar NOT NULL,
  	"course_id" uuid NOT NULL,
  	"lesson_id" uuid,
  	"prefix" varchar DEFAULT 'workbook-resources',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "coach_comments" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"label" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "lessons" ADD COLUMN "action_title" varchar;
  ALTER TABLE "lessons" ADD COLUMN "action_instructions" varchar;
  ALTER TABLE "mail_deliveries" ADD COLUMN "workbook_answer_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "workbook_answers_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "workbook_sends_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "workbook_files_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "workbook_resources_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "coach_comments_id" uuid;
  ALTER TABLE "lessons_action_prompts" ADD CONSTRAINT "lessons_action_prompts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "workbook_answers" ADD CONSTRAINT "workbook_answers_learner_id_course_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."course_users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "workbook_answers" ADD CONSTRAINT "workbook_answers_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "workbook_answers" ADD CONSTRAINT "workbook_answers_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "workbook_sends" ADD CONSTRAINT "workbook_sends_answer_id_workbook_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."workbook_answers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "workbook_files" ADD CONSTRAINT "workbook_files_learner_id_course_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."course_users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "workbook_files" ADD CONSTRAINT "workbook_files_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "workbook_resources" ADD CONSTRAINT "workbook_resources_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "workbook_resources" ADD CONSTRAINT "workbook_resources_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "lessons_action_prompts_order_idx" ON "lessons_action_prompts" USING btree ("_order");
  CREATE INDEX "lessons_action_prompts_parent_id_idx" ON "lessons_action_prompts" USING btree ("_parent_id");
  CREATE INDEX "workbook_answers_learner_idx" ON "workbook_answers" USING btree ("learner_id");
  CREATE INDEX "workbook_answers_lesson_idx" ON "workbook_answers" USING btree ("lesson_id");
  CREATE INDEX "workbook_answers_course_idx" ON "workbook_answers" USING btree ("course_id");
  CREATE INDEX "workbook_answers_status_idx" ON "workbook_answers" USING btree ("status");
  CREATE INDEX "workbook_answers_sent_at_idx" ON "workbook_answers" USING btree ("sent_at");
  CREATE INDEX "workbook_answers_updated_at_idx" ON "workbook_answers" USING btree ("updated_at");
  CREATE INDEX "workbook_answers_created_at_idx" ON "workbook_answers" USING btree ("created_at");
  CREATE UNIQUE INDEX "learner_lesson_idx" ON "workbook_answers" USING btree ("learner_id","lesson_id");
  CREATE INDEX "workbook_sends_answer_idx" ON "workbook_sends" USING btree ("answer_id");
  CREATE UNIQUE INDEX "workbook_sends_client_id_idx" ON "workbook_sends" USING btree ("client_id");
  CREATE INDEX "workbook_sends_updated_at_idx" ON "workbook_sends" USING btree ("updated_at");
  CREATE INDEX "workbook_sends_created_at_idx" ON "workbook_sends" USING btree ("created_at");
  CREATE UNIQUE INDEX "answer_round_idx" ON "workbook_sends" USING btree ("answer_id","round");
  CREATE INDEX "workbook_files_learner_idx" ON "workbook_files" USING btree ("learner_id");
  CREATE INDEX "workbook_files_lesson_idx" ON "workbook_files" USING btree ("lesson_id");
  CREATE INDEX "workbook_files_updated_at_idx" ON "workbook_files" USING btree ("updated_at");
  CREATE INDEX "workbook_files_created_at_idx" ON "workbook_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "workbook_files_filename_idx" ON "workbook_files" USING btree ("filename");
  CREATE UNIQUE INDEX "learner_clientId_idx" ON "workbook_files" USING btree ("learner_id","client_id");
  CREATE INDEX "workbook_resources_course_idx" ON "workbook_resources" USING btree ("course_id");
  CREATE INDEX "workbook_resources_lesson_idx" ON "workbook_resources" USING btree ("lesson_id");
  CREATE INDEX "workbook_resources_updated_at_idx" ON "workbook_resources" USING btree ("updated_at");
  CREATE INDEX "workbook_resources_created_at_idx" ON "workbook_resources" USING btree ("created_at");
  CREATE UNIQUE INDEX "workbook_resources_filename_idx" ON "workbook_resources" USING btree ("filename");
  CREATE INDEX "coach_comments_updated_at_idx" ON "coach_comments" USING btree ("updated_at");
  CREATE INDEX "coach_comments_created_at_idx" ON "coach_comments" USING btree ("created_at");
  ALTER TABLE "mail_deliveries" ADD CONSTRAINT "mail_deliveries_workbook_answer_id_workbook_answers_id_fk" FOREIGN KEY ("workbook_answer_id") REFERENCES "public"."workbook_answers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_workbook_answers_fk" FOREIGN KEY ("workbook_answers_id") REFERENCES "public"."workbook_answers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_workbook_sends_fk" FOREIGN KEY ("workbook_sends_id") REFERENCES "public"."workbook_sends"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_workbook_files_fk" FOREIGN KEY ("workbook_files_id") REFERENCES "public"."workbook_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_workbook_resources_fk" FOREIGN KEY ("workbook_resources_id") REFERENCES "public"."workbook_resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_coach_comments_fk" FOREIGN KEY ("coach_comments_id") REFERENCES "public"."coach_comments"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "mail_deliveries_workbook_answer_idx" ON "mail_deliveries" USING btree ("workbook_answer_id");
  CREATE INDEX "payload_locked_documents_rels_workbook_answers_id_idx" ON "payload_locked_documents_rels" USING btree ("workbook_answers_id");
  CREATE INDEX "payload_locked_documents_rels_workbook_sends_id_idx" ON "payload_locked_documents_rels" USING btree ("workbook_sends_id");
  CREATE INDEX "payload_locked_documents_rels_workbook_files_id_idx" ON "payload_locked_documents_rels" USING btree ("workbook_files_id");
  CREATE INDEX "payload_locked_documents_rels_workbook_resources_id_idx" ON "payload_locked_documents_rels" USING btree ("workbook_resources_id");
  CREATE INDEX "payload_locked_documents_rels_coach_comments_id_idx" ON "payload_locked_documents_rels" USING btree ("coach_comments_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "lessons_action_prompts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "workbook_answers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "workbook_sends" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "workbook_files" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "workbook_resources" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "coach_comments" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "lessons_action_prompts" CASCADE;
  DROP TABLE "workbook_answers" CASCADE;
  DROP TABLE "workbook_sends" CASCADE;
  DROP TABLE "workbook_files" CASCADE;
  DROP TABLE "workbook_resources" CASCADE;
  DROP TABLE "coach_comments" CASCADE;
  ALTER TABLE "mail_deliveries" DROP CONSTRAINT IF EXISTS "mail_deliveries_workbook_answer_id_workbook_answers_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_workbook_answers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_workbook_sends_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_workbook_files_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_workbook_resources_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_coach_comments_fk";
  
  DELETE FROM "mail_deliveries" WHERE "kind" = 'coachReply';
  ALTER TABLE "mail_deliveries" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_mail_deliveries_kind";
  CREATE TYPE "public"."enum_mail_deliveries_kind" AS ENUM('welcome', 'enrolment', 'reminder', 'congratulations', 'digest', 'waitingListConfirmation', 'waitingListAnnouncement', 'courseOpen', 'accessAnswered', 'passwordReset', 'passwordChanged', 'emailChangeLink', 'emailChangeRequested');
  ALTER TABLE "mail_deliveries" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_mail_deliveries_kind" USING "kind"::"public"."enum_mail_deliveries_kind";
  DROP INDEX "mail_deliveries_workbook_answer_idx";
  DROP INDEX "payload_locked_documents_rels_workbook_answers_id_idx";
  DROP INDEX "payload_locked_documents_rels_workbook_sends_id_idx";
  DROP INDEX "payload_locked_documents_rels_workbook_files_id_idx";
  DROP INDEX "payload_locked_documents_rels_workbook_resources_id_idx";
  DROP INDEX "payload_locked_documents_rels_coach_comments_id_idx";
  ALTER TABLE "lessons" DROP COLUMN "action_title";
  ALTER TABLE "lessons" DROP COLUMN "action_instructions";
  ALTER TABLE "mail_deliveries" DROP COLUMN "workbook_answer_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "workbook_answers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "workbook_sends_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "workbook_files_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "workbook_resources_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "coach_comments_id";
  DROP TYPE "public"."enum_lessons_action_prompts_kind";
  DROP TYPE "public"."enum_workbook_answers_status";
  DROP TYPE "public"."enum_workbook_answers_verdict";
  DROP TYPE "public"."enum_workbook_sends_verdict";
  DROP TYPE "public"."enum_workbook_files_kind";`)
}
