import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "courses" ADD COLUMN "lesson_count" numeric DEFAULT 0;
  ALTER TABLE "enrollments" ADD COLUMN "completed_lessons" numeric DEFAULT 0;
  ALTER TABLE "enrollments" ADD COLUMN "next_lesson_id" uuid;
  ALTER TABLE "enrollments" ADD COLUMN "last_completed_at" timestamp(3) with time zone;
  ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_next_lesson_id_lessons_id_fk" FOREIGN KEY ("next_lesson_id") REFERENCES "public"."lessons"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "enrollments_next_lesson_idx" ON "enrollments" USING btree ("next_lesson_id");`)
  // Backfill from a fresh count (the same count as src/lib/server/data/enrolmentCounters.ts, frozen here).
  await db.execute(sql`
    UPDATE "courses" c SET "lesson_count" = (SELECT COUNT(*) FROM "lessons" l WHERE l."course_id" = c."id");
    UPDATE "enrollments" SET "completed_lessons" = f.completed_lessons, "next_lesson_id" = f.next_lesson_id, "last_completed_at" = f.last_completed_at
    FROM (
      SELECT e."id" AS enrollment_id,
        COUNT(l."id") FILTER (WHERE lp."is_completed" IS TRUE) AS completed_lessons,
        (ARRAY_AGG(l."id" ORDER BY l."order_index", l."id") FILTER (WHERE l."id" IS NOT NULL AND NOT (lp."is_completed" IS TRUE)))[1] AS next_lesson_id,
        MAX(lp."completed_at") FILTER (WHERE lp."is_completed") AS last_completed_at
      FROM "enrollments" e
        LEFT JOIN "lessons" l ON l."course_id" = e."course_id"
        LEFT JOIN "lesson_progress" lp ON lp."lesson_id" = l."id" AND lp."user_id" = e."user_id"
      GROUP BY e."id"
    ) f
    WHERE "enrollments"."id" = f.enrollment_id;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "enrollments" DROP CONSTRAINT "enrollments_next_lesson_id_lessons_id_fk";
  
  DROP INDEX "enrollments_next_lesson_idx";
  ALTER TABLE "courses" DROP COLUMN "lesson_count";
  ALTER TABLE "enrollments" DROP COLUMN "completed_lessons";
  ALTER TABLE "enrollments" DROP COLUMN "next_lesson_id";
  ALTER TABLE "enrollments" DROP COLUMN "last_completed_at";`)
}
