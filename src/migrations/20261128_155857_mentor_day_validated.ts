import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** The mentor's foreign key of the previous migration, validated in a transaction of its own. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "users" VALIDATE CONSTRAINT "users_mentor_as_id_people_id_fk";`)
}

/** Nothing to undo: a validated constraint is dropped with the previous migration. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
