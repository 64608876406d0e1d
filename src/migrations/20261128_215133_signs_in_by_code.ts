import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** Accounts registered without a password, which sign in with mailed codes until they set one. Existing ones have a password. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "course_users" ADD COLUMN "signs_in_by_code" boolean DEFAULT false;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "course_users" DROP COLUMN "signs_in_by_code";`)
}
