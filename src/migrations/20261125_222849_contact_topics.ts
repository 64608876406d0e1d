import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_contact_messages_topic" AS ENUM('general', 'course-support', 'technical', 'urgent');
  ALTER TABLE "contact_messages" ADD COLUMN "topic" "enum_contact_messages_topic" DEFAULT 'general';
  ALTER TABLE "contact_messages" ADD COLUMN "reply_by" timestamp(3) with time zone;
  CREATE INDEX "contact_messages_topic_idx" ON "contact_messages" USING btree ("topic");
  CREATE INDEX "contact_messages_reply_by_idx" ON "contact_messages" USING btree ("reply_by");`)
  // Messages sent before topics were asked for were general enquiries: a reply was promised within 24 hours.
  await db.execute(sql`UPDATE "contact_messages" SET "reply_by" = "created_at" + interval '24 hours' WHERE "reply_by" IS NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "contact_messages_topic_idx";
  DROP INDEX "contact_messages_reply_by_idx";
  ALTER TABLE "contact_messages" DROP COLUMN "topic";
  ALTER TABLE "contact_messages" DROP COLUMN "reply_by";
  DROP TYPE "public"."enum_contact_messages_topic";`)
}
