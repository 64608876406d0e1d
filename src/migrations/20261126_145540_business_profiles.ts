import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Each learner's business (team size, trade, postcode district with its nation and region), one row per learner,
 * kept unlinked when the learner is deleted. Every existing learner gets theirs, with the team size they gave on the
 * waiting list under the same email.
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_business_profiles_team_size" AS ENUM('sole-trader', '2-8', '8-15', 'more-than-15', 'prefer-not-to-say');
  CREATE TYPE "public"."enum_business_profiles_trade" AS ENUM('general-builder', 'electrician', 'plumbing-heating', 'roofing', 'carpentry-joinery', 'plastering-decorating', 'landscaping', 'installer', 'supplier', 'other');
  CREATE TYPE "public"."enum_business_profiles_nation" AS ENUM('England', 'Wales', 'Scotland', 'Northern Ireland');
  CREATE TYPE "public"."enum_business_profiles_region" AS ENUM('North East', 'North West', 'Yorkshire and the Humber', 'East Midlands', 'West Midlands', 'East of England', 'London', 'South East', 'South West', 'Wales', 'Scotland', 'Northern Ireland');
  CREATE TABLE "business_profiles" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"learner_id" uuid,
  	"team_size" "enum_business_profiles_team_size",
  	"trade" "enum_business_profiles_trade",
  	"trade_other" varchar,
  	"postcode_district" varchar,
  	"nation" "enum_business_profiles_nation",
  	"region" "enum_business_profiles_region",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "business_profiles_id" uuid;
  ALTER TABLE "business_profiles" ADD CONSTRAINT "business_profiles_learner_id_course_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."course_users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "business_profiles_learner_idx" ON "business_profiles" USING btree ("learner_id");
  CREATE INDEX "business_profiles_team_size_idx" ON "business_profiles" USING btree ("team_size");
  CREATE INDEX "business_profiles_trade_idx" ON "business_profiles" USING btree ("trade");
  CREATE INDEX "business_profiles_nation_idx" ON "business_profiles" USING btree ("nation");
  CREATE INDEX "business_profiles_region_idx" ON "business_profiles" USING btree ("region");
  CREATE INDEX "business_profiles_updated_at_idx" ON "business_profiles" USING btree ("updated_at");
  CREATE INDEX "business_profiles_created_at_idx" ON "business_profiles" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_business_profiles_fk" FOREIGN KEY ("business_profiles_id") REFERENCES "public"."business_profiles"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_business_profiles_id_idx" ON "payload_locked_documents_rels" USING btree ("business_profiles_id");
  INSERT INTO "business_profiles" ("learner_id", "team_size")
    SELECT u.id, s.team_size::text::"enum_business_profiles_team_size" FROM "course_users" u LEFT JOIN "program_signups" s ON s.email = u.email;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "business_profiles" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "business_profiles" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_business_profiles_fk";
  DROP INDEX IF EXISTS "payload_locked_documents_rels_business_profiles_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "business_profiles_id";
  DROP TYPE "public"."enum_business_profiles_team_size";
  DROP TYPE "public"."enum_business_profiles_trade";
  DROP TYPE "public"."enum_business_profiles_nation";
  DROP TYPE "public"."enum_business_profiles_region";`)
}
