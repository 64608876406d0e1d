import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "courses" ADD COLUMN "is_featured" boolean DEFAULT false;`)
  // Databases seeded before the flag existed featured the programme's course by its title: flag that course once.
  await db.execute(sql`
   UPDATE "courses" SET "is_featured" = true
   WHERE "id" = (SELECT "id" FROM "courses" WHERE "title" = 'Solving Tech for Small Builders' ORDER BY "created_at" LIMIT 1);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "courses" DROP COLUMN "is_featured";`)
}
