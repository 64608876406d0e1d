import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * A mentor's morning mail: a staff account names who it mentors as (one of the People) and may turn the mail off. The
 * users table is small, but its foreign key is validated by the next migration and its index built by
 * concurrentIndexes.ts, as the migration check asks of every existing table.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_mail_deliveries_kind" ADD VALUE 'mentorDay' BEFORE 'impactFollowUp';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'queueMentorDays' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'queueMentorDays' BEFORE 'createCollectionExport';
  ALTER TABLE "users" ADD COLUMN "mentor_as_id" uuid;
  ALTER TABLE "users" ADD COLUMN "mentor_day_mail" boolean DEFAULT true;
  ALTER TABLE "users" ADD CONSTRAINT "users_mentor_as_id_people_id_fk" FOREIGN KEY ("mentor_as_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action NOT VALID;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" DROP CONSTRAINT "users_mentor_as_id_people_id_fk";
  
  ALTER TABLE "mail_deliveries" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_mail_deliveries_kind";
  CREATE TYPE "public"."enum_mail_deliveries_kind" AS ENUM('welcome', 'enrolment', 'reminder', 'congratulations', 'digest', 'waitingListConfirmation', 'waitingListAnnouncement', 'courseOpen', 'accessAnswered', 'passwordReset', 'passwordChanged', 'emailChangeLink', 'emailChangeRequested', 'coachReply', 'callReminder', 'callRecording', 'mentoringBooked', 'mentoringMoved', 'mentoringCancelled', 'mentoringReminder', 'impactFollowUp', 'staffAccountChanged');
  ALTER TABLE "mail_deliveries" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_mail_deliveries_kind" USING "kind"::"public"."enum_mail_deliveries_kind";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'removeExpiredRecords', 'sendMail', 'queueReminders', 'queueCallReminders', 'queueMentoringReminders', 'queueImpactFollowUps', 'queueStaffDigest', 'requeueStrandedMail', 'createCollectionExport', 'createCollectionImport');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'removeExpiredRecords', 'sendMail', 'queueReminders', 'queueCallReminders', 'queueMentoringReminders', 'queueImpactFollowUps', 'queueStaffDigest', 'requeueStrandedMail', 'createCollectionExport', 'createCollectionImport');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX IF EXISTS "users_mentor_as_idx";
  ALTER TABLE "users" DROP COLUMN "mentor_as_id";
  ALTER TABLE "users" DROP COLUMN "mentor_day_mail";`)
}
