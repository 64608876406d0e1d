import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * One-to-one mentoring: mentors' slots (in UK time), learners' bookings (one per slot at a time: `active_slot` is
 * unique), a limit of bookings per course, and the bookings' mails (down forgets those recorded, and the reminder
 * sweep's jobs). A mentor's removal takes their slots with it; a slot or mentor with bookings stays (restrict).
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_mentoring_slots_startsat_tz" AS ENUM('Europe/London');
  CREATE TYPE "public"."enum_mentoring_slots_how" AS ENUM('video', 'phone');
  CREATE TYPE "public"."enum_mentoring_bookings_status" AS ENUM('booked', 'cancelled', 'attended', 'noShow');
  ALTER TYPE "public"."enum_mail_deliveries_kind" ADD VALUE 'mentoringBooked';
  ALTER TYPE "public"."enum_mail_deliveries_kind" ADD VALUE 'mentoringMoved';
  ALTER TYPE "public"."enum_mail_deliveries_kind" ADD VALUE 'mentoringCancelled';
  ALTER TYPE "public"."enum_mail_deliveries_kind" ADD VALUE 'mentoringReminder';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'queueMentoringReminders' BEFORE 'queueStaffDigest';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'queueMentoringReminders' BEFORE 'queueStaffDigest';
  CREATE TABLE "mentoring_slots" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"mentor_id" uuid NOT NULL,
  	"starts_at" timestamp(3) with time zone NOT NULL,
  	"startsat_tz" "enum_mentoring_slots_startsat_tz" DEFAULT 'Europe/London' NOT NULL,
  	"duration_minutes" numeric DEFAULT 30 NOT NULL,
  	"how" "enum_mentoring_slots_how" DEFAULT 'video' NOT NULL,
  	"video_url" varchar,
  	"repeat_weekly_until" timestamp(3) with time zone,
  	"series" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "mentoring_bookings" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"slot_id" uuid NOT NULL,
  	"starts_at" timestamp(3) with time zone NOT NULL,
  	"mentor_id" uuid NOT NULL,
  	"learner_id" uuid NOT NULL,
  	"course_id" uuid NOT NULL,
  	"topic" varchar NOT NULL,
  	"phone" varchar,
  	"status" "enum_mentoring_bookings_status" DEFAULT 'booked' NOT NULL,
  	"agreed_actions" varchar,
  	"mentor_notes" varchar,
  	"cancelled_at" timestamp(3) with time zone,
  	"moved_from_id" uuid,
  	"active_slot" varchar,
  	"sequence" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "courses" ADD COLUMN "mentoring_calls_per_learner" numeric DEFAULT 2;
  ALTER TABLE "mail_deliveries" ADD COLUMN "mentoring_booking_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "mentoring_slots_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "mentoring_bookings_id" uuid;
  ALTER TABLE "mentoring_slots" ADD CONSTRAINT "mentoring_slots_mentor_id_people_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mentoring_bookings" ADD CONSTRAINT "mentoring_bookings_slot_id_mentoring_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."mentoring_slots"("id") ON DELETE restrict ON UPDATE no action;
  ALTER TABLE "mentoring_bookings" ADD CONSTRAINT "mentoring_bookings_mentor_id_people_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."people"("id") ON DELETE restrict ON UPDATE no action;
  ALTER TABLE "mentoring_bookings" ADD CONSTRAINT "mentoring_bookings_learner_id_course_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."course_users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mentoring_bookings" ADD CONSTRAINT "mentoring_bookings_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mentoring_bookings" ADD CONSTRAINT "mentoring_bookings_moved_from_id_mentoring_slots_id_fk" FOREIGN KEY ("moved_from_id") REFERENCES "public"."mentoring_slots"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "mentoring_slots_mentor_idx" ON "mentoring_slots" USING btree ("mentor_id");
  CREATE INDEX "mentoring_slots_starts_at_idx" ON "mentoring_slots" USING btree ("starts_at");
  CREATE INDEX "mentoring_slots_series_idx" ON "mentoring_slots" USING btree ("series");
  CREATE INDEX "mentoring_slots_updated_at_idx" ON "mentoring_slots" USING btree ("updated_at");
  CREATE INDEX "mentoring_slots_created_at_idx" ON "mentoring_slots" USING btree ("created_at");
  CREATE INDEX "mentoring_bookings_slot_idx" ON "mentoring_bookings" USING btree ("slot_id");
  CREATE INDEX "mentoring_bookings_starts_at_idx" ON "mentoring_bookings" USING btree ("starts_at");
  CREATE INDEX "mentoring_bookings_mentor_idx" ON "mentoring_bookings" USING btree ("mentor_id");
  CREATE INDEX "mentoring_bookings_learner_idx" ON "mentoring_bookings" USING btree ("learner_id");
  CREATE INDEX "mentoring_bookings_course_idx" ON "mentoring_bookings" USING btree ("course_id");
  CREATE INDEX "mentoring_bookings_status_idx" ON "mentoring_bookings" USING btree ("status");
  CREATE INDEX "mentoring_bookings_moved_from_idx" ON "mentoring_bookings" USING btree ("moved_from_id");
  CREATE UNIQUE INDEX "mentoring_bookings_active_slot_idx" ON "mentoring_bookings" USING btree ("active_slot");
  CREATE INDEX "mentoring_bookings_updated_at_idx" ON "mentoring_bookings" USING btree ("updated_at");
  CREATE INDEX "mentoring_bookings_created_at_idx" ON "mentoring_bookings" USING btree ("created_at");
  ALTER TABLE "mail_deliveries" ADD CONSTRAINT "mail_deliveries_mentoring_booking_id_mentoring_bookings_id_fk" FOREIGN KEY ("mentoring_booking_id") REFERENCES "public"."mentoring_bookings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_mentoring_slots_fk" FOREIGN KEY ("mentoring_slots_id") REFERENCES "public"."mentoring_slots"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_mentoring_bookings_fk" FOREIGN KEY ("mentoring_bookings_id") REFERENCES "public"."mentoring_bookings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "mail_deliveries_mentoring_booking_idx" ON "mail_deliveries" USING btree ("mentoring_booking_id");
  CREATE INDEX "payload_locked_documents_rels_mentoring_slots_id_idx" ON "payload_locked_documents_rels" USING btree ("mentoring_slots_id");
  CREATE INDEX "payload_locked_documents_rels_mentoring_bookings_id_idx" ON "payload_locked_documents_rels" USING btree ("mentoring_bookings_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DELETE FROM "mail_deliveries" WHERE "kind" IN ('mentoringBooked', 'mentoringMoved', 'mentoringCancelled', 'mentoringReminder');
  DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'queueMentoringReminders';
  DELETE FROM "payload_jobs" WHERE "task_slug" = 'queueMentoringReminders';
   ALTER TABLE "mentoring_slots" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "mentoring_bookings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "mentoring_slots" CASCADE;
  DROP TABLE "mentoring_bookings" CASCADE;
  ALTER TABLE "mail_deliveries" DROP CONSTRAINT IF EXISTS "mail_deliveries_mentoring_booking_id_mentoring_bookings_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_mentoring_slots_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_mentoring_bookings_fk";
  
  ALTER TABLE "mail_deliveries" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_mail_deliveries_kind";
  CREATE TYPE "public"."enum_mail_deliveries_kind" AS ENUM('welcome', 'enrolment', 'reminder', 'congratulations', 'digest', 'waitingListConfirmation', 'waitingListAnnouncement', 'courseOpen', 'accessAnswered', 'passwordReset', 'passwordChanged', 'emailChangeLink', 'emailChangeRequested', 'coachReply', 'callReminder');
  ALTER TABLE "mail_deliveries" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_mail_deliveries_kind" USING "kind"::"public"."enum_mail_deliveries_kind";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'removeExpiredRecords', 'sendMail', 'queueReminders', 'queueCallReminders', 'queueStaffDigest', 'requeueStrandedMail', 'createCollectionExport', 'createCollectionImport');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'removeExpiredRecords', 'sendMail', 'queueReminders', 'queueCallReminders', 'queueStaffDigest', 'requeueStrandedMail', 'createCollectionExport', 'createCollectionImport');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "mail_deliveries_mentoring_booking_idx";
  DROP INDEX "payload_locked_documents_rels_mentoring_slots_id_idx";
  DROP INDEX "payload_locked_documents_rels_mentoring_bookings_id_idx";
  ALTER TABLE "courses" DROP COLUMN "mentoring_calls_per_learner";
  ALTER TABLE "mail_deliveries" DROP COLUMN "mentoring_booking_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "mentoring_slots_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "mentoring_bookings_id";
  DROP TYPE "public"."enum_mentoring_slots_startsat_tz";
  DROP TYPE "public"."enum_mentoring_slots_how";
  DROP TYPE "public"."enum_mentoring_bookings_status";`)
}
