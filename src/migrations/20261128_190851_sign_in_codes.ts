import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Mailed sign-in codes and their mail. A code goes with its account (cascade, by hand: Payload would set a required
 * column null). The locks table's foreign key is validated by the next migration and its index built by
 * concurrentIndexes.ts, as the migration check asks.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_mail_deliveries_kind" ADD VALUE 'signInCode' BEFORE 'passwordChanged';
  CREATE TABLE "sign_in_codes" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"learner_id" uuid NOT NULL,
  	"code_hash" varchar NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"wrong_tries" numeric DEFAULT 0 NOT NULL,
  	"used_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sign_in_codes_id" uuid;
  ALTER TABLE "sign_in_codes" ADD CONSTRAINT "sign_in_codes_learner_id_course_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."course_users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "sign_in_codes_learner_idx" ON "sign_in_codes" USING btree ("learner_id");
  CREATE UNIQUE INDEX "sign_in_codes_token_hash_idx" ON "sign_in_codes" USING btree ("token_hash");
  CREATE INDEX "sign_in_codes_updated_at_idx" ON "sign_in_codes" USING btree ("updated_at");
  CREATE INDEX "sign_in_codes_created_at_idx" ON "sign_in_codes" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sign_in_codes_fk" FOREIGN KEY ("sign_in_codes_id") REFERENCES "public"."sign_in_codes"("id") ON DELETE cascade ON UPDATE no action NOT VALID;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sign_in_codes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "sign_in_codes" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sign_in_codes_fk";
  
  ALTER TABLE "mail_deliveries" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_mail_deliveries_kind";
  CREATE TYPE "public"."enum_mail_deliveries_kind" AS ENUM('welcome', 'enrolment', 'reminder', 'congratulations', 'digest', 'waitingListConfirmation', 'waitingListAnnouncement', 'courseOpen', 'accessAnswered', 'passwordReset', 'passwordChanged', 'emailChangeLink', 'emailChangeRequested', 'coachReply', 'callReminder', 'callRecording', 'mentoringBooked', 'mentoringMoved', 'mentoringCancelled', 'mentoringReminder', 'mentorDay', 'impactFollowUp', 'quoteConsent', 'staffAccountChanged');
  ALTER TABLE "mail_deliveries" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_mail_deliveries_kind" USING "kind"::"public"."enum_mail_deliveries_kind";
  DELETE FROM "mail_deliveries" WHERE "kind" = 'signInCode';
  DROP INDEX IF EXISTS "payload_locked_documents_rels_sign_in_codes_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sign_in_codes_id";`)
}
