import { copyFileSync, existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** Lesson videos and captions move from the public Media folder to the private lesson-media folder. */
const copyLessonFiles = async (db: MigrateUpArgs['db']) => {
  const result = await db.execute(sql`SELECT "filename" FROM "lesson_media" WHERE "filename" IS NOT NULL`)
  const target = path.resolve('lesson-media')
  for (const { filename } of result.rows as { filename: string }[]) {
    const source = path.resolve('media', filename)
    if (!existsSync(source)) continue
    mkdirSync(target, { recursive: true })
    copyFileSync(source, path.join(target, filename))
  }
}

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_audit_events_event" AS ENUM('learner-sign-in', 'learner-password-reset-requested', 'learner-password-reset', 'learner-password-changed', 'learner-email-change-requested', 'learner-email-changed', 'staff-sign-in', 'staff-password-changed', 'staff-first-account-created', 'staff-export');
  CREATE TYPE "public"."enum_audit_events_outcome" AS ENUM('success', 'failure', 'refused');
  CREATE TYPE "public"."enum_audit_events_account_type" AS ENUM('learner', 'staff');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'removeExpiredRecords' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'removeExpiredRecords' BEFORE 'createCollectionExport';
  CREATE TABLE "lesson_media" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"title" varchar NOT NULL,
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
  
  CREATE TABLE "email_change_tokens" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"user_id" uuid NOT NULL,
  	"new_email" varchar NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"is_used" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "login_failures" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"email" varchar NOT NULL,
  	"client_address" varchar NOT NULL,
  	"failures" numeric DEFAULT 0 NOT NULL,
  	"last_failed_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "audit_events" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"event" "enum_audit_events_event" NOT NULL,
  	"outcome" "enum_audit_events_outcome" NOT NULL,
  	"account_type" "enum_audit_events_account_type",
  	"account_email" varchar,
  	"client_address" varchar,
  	"detail" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "lessons" DROP CONSTRAINT "lessons_video_file_id_media_id_fk";
  
  ALTER TABLE "lessons" DROP CONSTRAINT "lessons_captions_file_id_media_id_fk";
  
  ALTER TABLE "payload_jobs" ADD COLUMN "meta" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "lesson_media_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "email_change_tokens_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "login_failures_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "audit_events_id" uuid;
  ALTER TABLE "email_change_tokens" ADD CONSTRAINT "email_change_tokens_user_id_course_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."course_users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "lesson_media_updated_at_idx" ON "lesson_media" USING btree ("updated_at");
  CREATE INDEX "lesson_media_created_at_idx" ON "lesson_media" USING btree ("created_at");
  CREATE UNIQUE INDEX "lesson_media_filename_idx" ON "lesson_media" USING btree ("filename");
  CREATE INDEX "email_change_tokens_user_idx" ON "email_change_tokens" USING btree ("user_id");
  CREATE UNIQUE INDEX "email_change_tokens_token_hash_idx" ON "email_change_tokens" USING btree ("token_hash");
  CREATE INDEX "email_change_tokens_expires_at_idx" ON "email_change_tokens" USING btree ("expires_at");
  CREATE INDEX "email_change_tokens_updated_at_idx" ON "email_change_tokens" USING btree ("updated_at");
  CREATE INDEX "email_change_tokens_created_at_idx" ON "email_change_tokens" USING btree ("created_at");
  CREATE INDEX "login_failures_email_idx" ON "login_failures" USING btree ("email");
  CREATE INDEX "login_failures_client_address_idx" ON "login_failures" USING btree ("client_address");
  CREATE INDEX "login_failures_last_failed_at_idx" ON "login_failures" USING btree ("last_failed_at");
  CREATE INDEX "login_failures_updated_at_idx" ON "login_failures" USING btree ("updated_at");
  CREATE INDEX "login_failures_created_at_idx" ON "login_failures" USING btree ("created_at");
  CREATE UNIQUE INDEX "email_clientAddress_idx" ON "login_failures" USING btree ("email","client_address");
  CREATE INDEX "audit_events_event_idx" ON "audit_events" USING btree ("event");
  CREATE INDEX "audit_events_outcome_idx" ON "audit_events" USING btree ("outcome");
  CREATE INDEX "audit_events_account_email_idx" ON "audit_events" USING btree ("account_email");
  CREATE INDEX "audit_events_client_address_idx" ON "audit_events" USING btree ("client_address");
  CREATE INDEX "audit_events_updated_at_idx" ON "audit_events" USING btree ("updated_at");
  CREATE INDEX "audit_events_created_at_idx" ON "audit_events" USING btree ("created_at");
  INSERT INTO "lesson_media" ("id", "title", "filename", "mime_type", "filesize", "created_at", "updated_at")
    SELECT "id", coalesce("alt", "filename"), "filename", "mime_type", "filesize", "created_at", "updated_at" FROM "media"
    WHERE "id" IN (SELECT "video_file_id" FROM "lessons" UNION SELECT "captions_file_id" FROM "lessons");
  ALTER TABLE "lessons" ADD CONSTRAINT "lessons_video_file_id_lesson_media_id_fk" FOREIGN KEY ("video_file_id") REFERENCES "public"."lesson_media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lessons" ADD CONSTRAINT "lessons_captions_file_id_lesson_media_id_fk" FOREIGN KEY ("captions_file_id") REFERENCES "public"."lesson_media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lesson_media_fk" FOREIGN KEY ("lesson_media_id") REFERENCES "public"."lesson_media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_email_change_tokens_fk" FOREIGN KEY ("email_change_tokens_id") REFERENCES "public"."email_change_tokens"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_login_failures_fk" FOREIGN KEY ("login_failures_id") REFERENCES "public"."login_failures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_audit_events_fk" FOREIGN KEY ("audit_events_id") REFERENCES "public"."audit_events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_lesson_media_id_idx" ON "payload_locked_documents_rels" USING btree ("lesson_media_id");
  CREATE INDEX "payload_locked_documents_rels_email_change_tokens_id_idx" ON "payload_locked_documents_rels" USING btree ("email_change_tokens_id");
  CREATE INDEX "payload_locked_documents_rels_login_failures_id_idx" ON "payload_locked_documents_rels" USING btree ("login_failures_id");
  CREATE INDEX "payload_locked_documents_rels_audit_events_id_idx" ON "payload_locked_documents_rels" USING btree ("audit_events_id");`)
  await copyLessonFiles(db)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "lesson_media" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "email_change_tokens" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "login_failures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "audit_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "lesson_media" CASCADE;
  DROP TABLE "email_change_tokens" CASCADE;
  DROP TABLE "login_failures" CASCADE;
  DROP TABLE "audit_events" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "lessons" DROP CONSTRAINT "lessons_video_file_id_lesson_media_id_fk";
  
  ALTER TABLE "lessons" DROP CONSTRAINT "lessons_captions_file_id_lesson_media_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_lesson_media_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_email_change_tokens_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_login_failures_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_audit_events_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'createCollectionExport', 'createCollectionImport');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'createCollectionExport', 'createCollectionImport');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_lesson_media_id_idx";
  DROP INDEX "payload_locked_documents_rels_email_change_tokens_id_idx";
  DROP INDEX "payload_locked_documents_rels_login_failures_id_idx";
  DROP INDEX "payload_locked_documents_rels_audit_events_id_idx";
  ALTER TABLE "lessons" ADD CONSTRAINT "lessons_video_file_id_media_id_fk" FOREIGN KEY ("video_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lessons" ADD CONSTRAINT "lessons_captions_file_id_media_id_fk" FOREIGN KEY ("captions_file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_jobs" DROP COLUMN "meta";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "lesson_media_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "email_change_tokens_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "login_failures_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "audit_events_id";
  DROP TYPE "public"."enum_audit_events_event";
  DROP TYPE "public"."enum_audit_events_outcome";
  DROP TYPE "public"."enum_audit_events_account_type";`)
}
