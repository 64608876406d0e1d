import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** The account's security mails go through the mail queue: four more kinds of mail (down forgets those sent). */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_mail_deliveries_kind" ADD VALUE 'passwordReset';
  ALTER TYPE "public"."enum_mail_deliveries_kind" ADD VALUE 'passwordChanged';
  ALTER TYPE "public"."enum_mail_deliveries_kind" ADD VALUE 'emailChangeLink';
  ALTER TYPE "public"."enum_mail_deliveries_kind" ADD VALUE 'emailChangeRequested';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DELETE FROM "mail_deliveries" WHERE "kind" IN ('passwordReset', 'passwordChanged', 'emailChangeLink', 'emailChangeRequested');
  ALTER TABLE "mail_deliveries" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_mail_deliveries_kind";
  CREATE TYPE "public"."enum_mail_deliveries_kind" AS ENUM('welcome', 'enrolment', 'reminder', 'congratulations', 'digest', 'waitingListConfirmation', 'waitingListAnnouncement', 'courseOpen', 'accessAnswered');
  ALTER TABLE "mail_deliveries" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_mail_deliveries_kind" USING "kind"::"public"."enum_mail_deliveries_kind";`)
}
