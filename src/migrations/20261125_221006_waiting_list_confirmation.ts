import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_mail_deliveries_kind" ADD VALUE 'waitingListConfirmation';
  ALTER TYPE "public"."enum_mail_deliveries_kind" ADD VALUE 'waitingListAnnouncement';
  ALTER TYPE "public"."enum_audit_events_event" ADD VALUE 'waiting-list-announcement-sent';
  CREATE TABLE "waiting_list_announcements" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"subject" varchar NOT NULL,
  	"message" varchar NOT NULL,
  	"sent_at" timestamp(3) with time zone,
  	"recipients" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "mail_deliveries" ADD COLUMN "signup_id" uuid;
  ALTER TABLE "mail_deliveries" ADD COLUMN "announcement_id" uuid;
  ALTER TABLE "program_signups" ADD COLUMN "consent_wording" varchar;
  ALTER TABLE "program_signups" ADD COLUMN "consented_at" timestamp(3) with time zone;
  ALTER TABLE "program_signups" ADD COLUMN "consent_address" varchar;
  ALTER TABLE "program_signups" ADD COLUMN "confirmed_at" timestamp(3) with time zone;
  ALTER TABLE "program_signups" ADD COLUMN "unsubscribed_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "waiting_list_announcements_id" uuid;
  CREATE INDEX "waiting_list_announcements_updated_at_idx" ON "waiting_list_announcements" USING btree ("updated_at");
  CREATE INDEX "waiting_list_announcements_created_at_idx" ON "waiting_list_announcements" USING btree ("created_at");
  ALTER TABLE "mail_deliveries" ADD CONSTRAINT "mail_deliveries_signup_id_program_signups_id_fk" FOREIGN KEY ("signup_id") REFERENCES "public"."program_signups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "mail_deliveries" ADD CONSTRAINT "mail_deliveries_announcement_id_waiting_list_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."waiting_list_announcements"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_waiting_list_announcements_fk" FOREIGN KEY ("waiting_list_announcements_id") REFERENCES "public"."waiting_list_announcements"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "mail_deliveries_signup_idx" ON "mail_deliveries" USING btree ("signup_id");
  CREATE INDEX "mail_deliveries_announcement_idx" ON "mail_deliveries" USING btree ("announcement_id");
  CREATE INDEX "program_signups_confirmed_at_idx" ON "program_signups" USING btree ("confirmed_at");
  CREATE INDEX "payload_locked_documents_rels_waiting_list_announcements_idx" ON "payload_locked_documents_rels" USING btree ("waiting_list_announcements_id");`)
  // People who joined before the confirmation mail existed agreed to the same sentence on the same form, and were
  // promised a mail before launch: they count as confirmed when they joined, so the launch announcement reaches them
  // (with its one-click unsubscribe). Their address was not kept then, so it stays empty.
  await db.execute(sql`
  UPDATE "program_signups" SET
    "consent_wording" = 'I agree to receive course materials and updates about the programme by email.',
    "consented_at" = "created_at",
    "confirmed_at" = "created_at"
  WHERE "consent" = true;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "waiting_list_announcements" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "waiting_list_announcements" CASCADE;
  ALTER TABLE "mail_deliveries" DROP CONSTRAINT "mail_deliveries_signup_id_program_signups_id_fk";
  
  ALTER TABLE "mail_deliveries" DROP CONSTRAINT "mail_deliveries_announcement_id_waiting_list_announcements_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_waiting_list_announcements_fk";
  
  ALTER TABLE "mail_deliveries" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_mail_deliveries_kind";
  CREATE TYPE "public"."enum_mail_deliveries_kind" AS ENUM('welcome', 'enrolment', 'reminder', 'congratulations', 'digest');
  ALTER TABLE "mail_deliveries" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_mail_deliveries_kind" USING "kind"::"public"."enum_mail_deliveries_kind";
  ALTER TABLE "audit_events" ALTER COLUMN "event" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_events_event";
  CREATE TYPE "public"."enum_audit_events_event" AS ENUM('learner-sign-in', 'learner-password-reset-requested', 'learner-password-reset', 'learner-password-changed', 'learner-email-change-requested', 'learner-email-changed', 'staff-sign-in', 'staff-password-changed', 'staff-email-changed', 'staff-two-factor-enabled', 'staff-two-factor-disabled', 'staff-recovery-codes-renewed', 'staff-first-account-created', 'staff-export', 'staff-account-created', 'staff-account-deleted', 'learner-changed-by-staff', 'learner-deleted-by-staff', 'certificate-revoked', 'certificate-restored');
  ALTER TABLE "audit_events" ALTER COLUMN "event" SET DATA TYPE "public"."enum_audit_events_event" USING "event"::"public"."enum_audit_events_event";
  DROP INDEX "mail_deliveries_signup_idx";
  DROP INDEX "mail_deliveries_announcement_idx";
  DROP INDEX "program_signups_confirmed_at_idx";
  DROP INDEX "payload_locked_documents_rels_waiting_list_announcements_idx";
  ALTER TABLE "mail_deliveries" DROP COLUMN "signup_id";
  ALTER TABLE "mail_deliveries" DROP COLUMN "announcement_id";
  ALTER TABLE "program_signups" DROP COLUMN "consent_wording";
  ALTER TABLE "program_signups" DROP COLUMN "consented_at";
  ALTER TABLE "program_signups" DROP COLUMN "consent_address";
  ALTER TABLE "program_signups" DROP COLUMN "confirmed_at";
  ALTER TABLE "program_signups" DROP COLUMN "unsubscribed_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "waiting_list_announcements_id";`)
}
