import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_landing_programme_state" AS ENUM('coming-soon', 'open');
  ALTER TABLE "landing" ADD COLUMN "programme_state" "enum_landing_programme_state" DEFAULT 'coming-soon' NOT NULL;
  ALTER TABLE "landing" ADD COLUMN "programme_launch_month" timestamp(3) with time zone;`)
  // Sites seeded before the setting existed: the state's label and the sentences naming the launch now come from the
  // setting, and copy the catalogue contradicts (no upsells beside a paid course) or the mail did not keep (a workbook
  // and a group invitation) goes. Only the sample's own wording is changed; copy staff rewrote stays theirs.
  await db.execute(sql`
   DELETE FROM "landing_texts" WHERE "path" = 'hero.badges' AND "text" = 'COMING SOON';
   UPDATE "landing" SET "signup_intro" = 'Join the waiting list now and we will email you a link to confirm your place.'
   WHERE "signup_intro" = 'The course launches in September. Join the waiting list now and we will send you everything you need to get started, including your workbook and an invitation to the WhatsApp group.';
   UPDATE "landing" SET "signup_thank_you_message" = 'You are on the list! We have emailed you a link to confirm your place: please check your inbox, and your spam folder just in case.'
   WHERE "signup_thank_you_message" = 'You are on the list! We have emailed you a link to confirm your place: please check your inbox, and your spam folder just in case. The course launches in September and we will email you before it starts.';
   UPDATE "landing_solution_features" SET "text" = 'No card, and nothing to pay for any course in the programme. Funded by the construction industry training board''s levy impact fund.'
   WHERE "text" = 'No card, no upsells. Funded by the construction industry training board''s levy impact fund.';
   UPDATE "faqs" SET "answer" = 'There is no catch: the programme is completely free, and you will never be asked for a card for it, because it is funded by the construction industry training board''s levy impact fund. The course catalogue also lists a paid masterclass, marked with its price: it is not part of the programme, and you do not need it.'
   WHERE "answer" = 'There is no catch: the programme is completely free. You will not be asked for a card and there are no upsells, because it is funded by the construction industry training board''s levy impact fund.';
   UPDATE "mission_core_values" SET "text" = 'We recommend what works for small firms, not what pays us.'
   WHERE "text" = 'We recommend what works for small firms, not what pays us. There are no upsells.';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "landing" DROP COLUMN "programme_state";
  ALTER TABLE "landing" DROP COLUMN "programme_launch_month";
  DROP TYPE "public"."enum_landing_programme_state";`)
}
