import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { uploadedFilePath } from '../lib/server/uploads/uploadedFilePath'
import { videoLength } from '../lib/server/uploads/videoLength'

/** Videos uploaded before lengths were read from the file get theirs now, where the file is on this disk. */
const measureUploadedVideos = async ({ db, payload }: MigrateUpArgs): Promise<void> => {
  const videos = await db.execute(sql`SELECT id, filename FROM lesson_media WHERE mime_type LIKE 'video/%' AND filename IS NOT NULL`)
  for (const { id, filename } of videos.rows as { id: string; filename: string }[]) {
    const filePath = uploadedFilePath(payload, 'lesson-media', filename)
    const seconds = filePath ? await videoLength({ path: filePath }).catch(() => null) : null
    if (seconds !== null) await db.execute(sql`UPDATE lesson_media SET duration_seconds = ${seconds} WHERE id = ${id}`)
  }
}

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "lessons" ADD COLUMN "low_data_video_file_id" uuid;
  ALTER TABLE "lessons" ADD COLUMN "transcript" varchar;
  ALTER TABLE "lesson_media" ADD COLUMN "duration_seconds" numeric;
  ALTER TABLE "course_users" ADD COLUMN "data_saver" boolean;
  ALTER TABLE "lesson_progress" ADD COLUMN "position_seconds" numeric;
  ALTER TABLE "lesson_progress" ADD COLUMN "position_saved_at" timestamp(3) with time zone;
  ALTER TABLE "lesson_progress" ADD COLUMN "watched_ranges" jsonb;
  ALTER TABLE "lessons" ADD CONSTRAINT "lessons_low_data_video_file_id_lesson_media_id_fk" FOREIGN KEY ("low_data_video_file_id") REFERENCES "public"."lesson_media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "lessons_low_data_video_file_idx" ON "lessons" USING btree ("low_data_video_file_id");`)
  await measureUploadedVideos({ db, payload, req })
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "lessons" DROP CONSTRAINT "lessons_low_data_video_file_id_lesson_media_id_fk";
  
  DROP INDEX "lessons_low_data_video_file_idx";
  ALTER TABLE "lessons" DROP COLUMN "low_data_video_file_id";
  ALTER TABLE "lessons" DROP COLUMN "transcript";
  ALTER TABLE "lesson_media" DROP COLUMN "duration_seconds";
  ALTER TABLE "course_users" DROP COLUMN "data_saver";
  ALTER TABLE "lesson_progress" DROP COLUMN "position_seconds";
  ALTER TABLE "lesson_progress" DROP COLUMN "position_saved_at";
  ALTER TABLE "lesson_progress" DROP COLUMN "watched_ranges";`)
}
