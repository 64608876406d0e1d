import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "course_users" ADD COLUMN "closed_at" timestamp(3) with time zone;
  ALTER TABLE "certificates" ADD COLUMN "holder_closed_at" timestamp(3) with time zone;
  CREATE INDEX "course_users_closed_at_idx" ON "course_users" USING btree ("closed_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "course_users_closed_at_idx";
  ALTER TABLE "course_users" DROP COLUMN "closed_at";
  ALTER TABLE "certificates" DROP COLUMN "holder_closed_at";`)
}
