import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The 90-day answers staff picked to quote, with the learner's consent, and the mail that asks it. A quote goes with
 * its answer and its course (cascade, by hand: Payload would set a required column null). The locks table's foreign
 * key is validated by the next migration and its index built by concurrentIndexes.ts, as the migration check asks.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_impact_quotes_consent" AS ENUM('asked', 'yes', 'no');
  ALTER TYPE "public"."enum_mail_deliveries_kind" ADD VALUE 'quoteConsent' BEFORE 'staffAccountChanged';
  CREATE TABLE "impact_quotes" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"check_id" uuid NOT NULL,
  	"course_id" uuid NOT NULL,
  	"words" varchar NOT NULL,
  	"picked_by_id" uuid,
  	"consent" "enum_impact_quotes_consent" DEFAULT 'asked' NOT NULL,
  	"consent_at" timestamp(3) with time zone,
  	"in_report" boolean DEFAULT true NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "impact_quotes_id" uuid;
  ALTER TABLE "impact_quotes" ADD CONSTRAINT "impact_quotes_check_id_impact_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."impact_checks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "impact_quotes" ADD CONSTRAINT "impact_quotes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "impact_quotes" ADD CONSTRAINT "impact_quotes_picked_by_id_users_id_fk" FOREIGN KEY ("picked_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "impact_quotes_check_idx" ON "impact_quotes" USING btree ("check_id");
  CREATE INDEX "impact_quotes_course_idx" ON "impact_quotes" USING btree ("course_id");
  CREATE INDEX "impact_quotes_picked_by_idx" ON "impact_quotes" USING btree ("picked_by_id");
  CREATE INDEX "impact_quotes_updated_at_idx" ON "impact_quotes" USING btree ("updated_at");
  CREATE INDEX "impact_quotes_created_at_idx" ON "impact_quotes" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_impact_quotes_fk" FOREIGN KEY ("impact_quotes_id") REFERENCES "public"."impact_quotes"("id") ON DELETE cascade ON UPDATE no action NOT VALID;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "impact_quotes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "impact_quotes" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_impact_quotes_fk";
  
  ALTER TABLE "mail_deliveries" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_mail_deliveries_kind";
  CREATE TYPE "public"."enum_mail_deliveries_kind" AS ENUM('welcome', 'enrolment', 'reminder', 'congratulations', 'digest', 'waitingListConfirmation', 'waitingListAnnouncement', 'courseOpen', 'accessAnswered', 'passwordReset', 'passwordChanged', 'emailChangeLink', 'emailChangeRequested', 'coachReply', 'callReminder', 'callRecording', 'mentoringBooked', 'mentoringMoved', 'mentoringCancelled', 'mentoringReminder', 'mentorDay', 'impactFollowUp', 'staffAccountChanged');
  ALTER TABLE "mail_deliveries" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_mail_deliveries_kind" USING "kind"::"public"."enum_mail_deliveries_kind";
  DELETE FROM "mail_deliveries" WHERE "kind" = 'quoteConsent';
  DROP INDEX IF EXISTS "payload_locked_documents_rels_impact_quotes_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "impact_quotes_id";
  DROP TYPE "public"."enum_impact_quotes_consent";`)
}
