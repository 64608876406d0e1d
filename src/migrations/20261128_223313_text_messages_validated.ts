import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** The locks table's foreign keys to mobiles and texts, of the previous migration, validated in a transaction of their own. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "payload_locked_documents_rels" VALIDATE CONSTRAINT "payload_locked_documents_rels_mobile_numbers_fk";`)
  await db.execute(sql`ALTER TABLE "payload_locked_documents_rels" VALIDATE CONSTRAINT "payload_locked_documents_rels_text_deliveries_fk";`)
}

/** Nothing to undo: a validated constraint is dropped with the previous migration. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
