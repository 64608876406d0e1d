import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Learners who completed a course before certificates existed get theirs, as the server issues them (every lesson of a
 * course they are enrolled in completed; dated by the last lesson). Each code is 32 random bytes in base64url, like the
 * server's: two random UUIDs' bytes (244 random bits).
 */
export const issueEarnedCertificates = sql`
  INSERT INTO certificates (learner_id, course_id, code, learner_name, course_title, completed_at)
  SELECT u.id, c.id,
    rtrim(translate(encode(decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '+/', '-_'), '='),
    u.name, c.title, COALESCE(MAX(lp.completed_at), now())
  FROM enrollments e
  JOIN courses c ON c.id = e.course_id
  JOIN course_users u ON u.id = e.user_id
  JOIN lessons l ON l.course_id = c.id
  LEFT JOIN lesson_progress lp ON lp.lesson_id = l.id AND lp.user_id = u.id AND lp.is_completed
  GROUP BY u.id, c.id
  HAVING COUNT(lp.id) = COUNT(l.id)
  ON CONFLICT (learner_id, course_id) DO NOTHING`

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "certificates" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"learner_id" uuid NOT NULL,
  	"course_id" uuid NOT NULL,
  	"code" varchar NOT NULL,
  	"learner_name" varchar NOT NULL,
  	"course_title" varchar NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"revoked_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "certificates_id" uuid;
  ALTER TABLE "certificates" ADD CONSTRAINT "certificates_learner_id_course_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."course_users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "certificates" ADD CONSTRAINT "certificates_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "certificates_learner_idx" ON "certificates" USING btree ("learner_id");
  CREATE INDEX "certificates_course_idx" ON "certificates" USING btree ("course_id");
  CREATE UNIQUE INDEX "certificates_code_idx" ON "certificates" USING btree ("code");
  CREATE INDEX "certificates_updated_at_idx" ON "certificates" USING btree ("updated_at");
  CREATE INDEX "certificates_created_at_idx" ON "certificates" USING btree ("created_at");
  CREATE UNIQUE INDEX "learner_course_idx" ON "certificates" USING btree ("learner_id","course_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_certificates_fk" FOREIGN KEY ("certificates_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_certificates_id_idx" ON "payload_locked_documents_rels" USING btree ("certificates_id");`)
  await db.execute(issueEarnedCertificates)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "certificates" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "certificates" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_certificates_fk";
  
  DROP INDEX "payload_locked_documents_rels_certificates_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "certificates_id";`)
}
