import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * Completion that means something (issue 23, point 3). A lesson opening belongs to its learner and lesson: the rows go
 * with either (ON DELETE cascade, where Payload would write set null on a NOT NULL column; the delete hooks of learners
 * and lessons remove them first anyway). Completions from before this release are neither "played" nor "marked": the
 * record does not say, and certificates issued before it carry no counts.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_lesson_progress_completed_by" AS ENUM('played', 'marked');
  CREATE TABLE "lesson_openings" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"user_id" uuid NOT NULL,
  	"lesson_id" uuid NOT NULL,
  	"opened_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "lesson_progress" ADD COLUMN "completed_by" "enum_lesson_progress_completed_by";
  ALTER TABLE "lesson_progress" ADD COLUMN "playback_started_at" timestamp(3) with time zone;
  ALTER TABLE "certificates" ADD COLUMN "lessons_total" numeric;
  ALTER TABLE "certificates" ADD COLUMN "lessons_watched" numeric;
  ALTER TABLE "certificates" ADD COLUMN "lessons_marked" numeric;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "lesson_openings_id" uuid;
  ALTER TABLE "lesson_openings" ADD CONSTRAINT "lesson_openings_user_id_course_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."course_users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "lesson_openings" ADD CONSTRAINT "lesson_openings_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "lesson_openings_user_idx" ON "lesson_openings" USING btree ("user_id");
  CREATE INDEX "lesson_openings_lesson_idx" ON "lesson_openings" USING btree ("lesson_id");
  CREATE INDEX "lesson_openings_updated_at_idx" ON "lesson_openings" USING btree ("updated_at");
  CREATE INDEX "lesson_openings_created_at_idx" ON "lesson_openings" USING btree ("created_at");
  CREATE UNIQUE INDEX "user_lesson_1_idx" ON "lesson_openings" USING btree ("user_id","lesson_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lesson_openings_fk" FOREIGN KEY ("lesson_openings_id") REFERENCES "public"."lesson_openings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_lesson_openings_id_idx" ON "payload_locked_documents_rels" USING btree ("lesson_openings_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "lesson_openings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "lesson_openings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_lesson_openings_fk";
  
  DROP INDEX "payload_locked_documents_rels_lesson_openings_id_idx";
  ALTER TABLE "lesson_progress" DROP COLUMN "completed_by";
  ALTER TABLE "lesson_progress" DROP COLUMN "playback_started_at";
  ALTER TABLE "certificates" DROP COLUMN "lessons_total";
  ALTER TABLE "certificates" DROP COLUMN "lessons_watched";
  ALTER TABLE "certificates" DROP COLUMN "lessons_marked";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "lesson_openings_id";
  DROP TYPE "public"."enum_lesson_progress_completed_by";`)
}
