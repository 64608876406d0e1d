import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_mail_deliveries_kind" ADD VALUE 'courseOpen';
  CREATE TABLE "course_interests" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"course_id" uuid NOT NULL,
  	"email" varchar NOT NULL,
  	"learner_id" uuid,
  	"notified_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "course_interests_id" uuid;
  ALTER TABLE "course_interests" ADD CONSTRAINT "course_interests_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "course_interests" ADD CONSTRAINT "course_interests_learner_id_course_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."course_users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "course_interests_course_idx" ON "course_interests" USING btree ("course_id");
  CREATE INDEX "course_interests_learner_idx" ON "course_interests" USING btree ("learner_id");
  CREATE INDEX "course_interests_updated_at_idx" ON "course_interests" USING btree ("updated_at");
  CREATE INDEX "course_interests_created_at_idx" ON "course_interests" USING btree ("created_at");
  CREATE UNIQUE INDEX "course_email_idx" ON "course_interests" USING btree ("course_id","email");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_course_interests_fk" FOREIGN KEY ("course_interests_id") REFERENCES "public"."course_interests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_course_interests_id_idx" ON "payload_locked_documents_rels" USING btree ("course_interests_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "course_interests" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "course_interests" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_course_interests_fk";
  
  ALTER TABLE "mail_deliveries" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_mail_deliveries_kind";
  CREATE TYPE "public"."enum_mail_deliveries_kind" AS ENUM('welcome', 'enrolment', 'reminder', 'congratulations', 'digest', 'waitingListConfirmation', 'waitingListAnnouncement');
  ALTER TABLE "mail_deliveries" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_mail_deliveries_kind" USING "kind"::"public"."enum_mail_deliveries_kind";
  DROP INDEX "payload_locked_documents_rels_course_interests_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "course_interests_id";`)
}
