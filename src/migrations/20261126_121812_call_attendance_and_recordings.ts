import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Who joined each call from the site (once per learner and call; a call or learner removed takes theirs with them),
 * a call's recording (a lesson), and the "Missed it? Watch the recording" mail (down forgets those recorded).
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_mail_deliveries_kind" ADD VALUE 'callRecording' BEFORE 'mentoringBooked';
  CREATE TABLE "call_attendances" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"call_id" uuid NOT NULL,
  	"learner_id" uuid NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "live_sessions" ADD COLUMN "recording_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "call_attendances_id" uuid;
  ALTER TABLE "call_attendances" ADD CONSTRAINT "call_attendances_call_id_live_sessions_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."live_sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "call_attendances" ADD CONSTRAINT "call_attendances_learner_id_course_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."course_users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "call_attendances_call_idx" ON "call_attendances" USING btree ("call_id");
  CREATE INDEX "call_attendances_learner_idx" ON "call_attendances" USING btree ("learner_id");
  CREATE INDEX "call_attendances_updated_at_idx" ON "call_attendances" USING btree ("updated_at");
  CREATE INDEX "call_attendances_created_at_idx" ON "call_attendances" USING btree ("created_at");
  CREATE UNIQUE INDEX "call_learner_idx" ON "call_attendances" USING btree ("call_id","learner_id");
  ALTER TABLE "live_sessions" ADD CONSTRAINT "live_sessions_recording_id_lessons_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."lessons"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_call_attendances_fk" FOREIGN KEY ("call_attendances_id") REFERENCES "public"."call_attendances"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "live_sessions_recording_idx" ON "live_sessions" USING btree ("recording_id");
  CREATE INDEX "payload_locked_documents_rels_call_attendances_id_idx" ON "payload_locked_documents_rels" USING btree ("call_attendances_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DELETE FROM "mail_deliveries" WHERE "kind" = 'callRecording';
   ALTER TABLE "call_attendances" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "call_attendances" CASCADE;
  ALTER TABLE "live_sessions" DROP CONSTRAINT IF EXISTS "live_sessions_recording_id_lessons_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_call_attendances_fk";
  
  ALTER TABLE "mail_deliveries" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_mail_deliveries_kind";
  CREATE TYPE "public"."enum_mail_deliveries_kind" AS ENUM('welcome', 'enrolment', 'reminder', 'congratulations', 'digest', 'waitingListConfirmation', 'waitingListAnnouncement', 'courseOpen', 'accessAnswered', 'passwordReset', 'passwordChanged', 'emailChangeLink', 'emailChangeRequested', 'coachReply', 'callReminder', 'mentoringBooked', 'mentoringMoved', 'mentoringCancelled', 'mentoringReminder');
  ALTER TABLE "mail_deliveries" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_mail_deliveries_kind" USING "kind"::"public"."enum_mail_deliveries_kind";
  DROP INDEX "live_sessions_recording_idx";
  DROP INDEX "payload_locked_documents_rels_call_attendances_id_idx";
  ALTER TABLE "live_sessions" DROP COLUMN "recording_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "call_attendances_id";`)
}
