import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "team_members" ALTER COLUMN "shares_progress" SET DEFAULT false;
  ALTER TABLE "enrollments" ADD COLUMN "latest_mark_at" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "team_members" ALTER COLUMN "shares_progress" SET DEFAULT true;
  ALTER TABLE "enrollments" DROP COLUMN "latest_mark_at";`)
}
