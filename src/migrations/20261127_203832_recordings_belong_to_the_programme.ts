import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** What the page of a certificate issued for the call recordings says under "Revoked on", once this migration revoked it. */
export const recordingsCertificateRevokedReason =
  'Call recordings are not a course: watching them earns no certificate, so this one was issued by mistake and has been withdrawn.'

/**
 * The call recordings belong to the whole programme. The course that holds them (the seed's "Programme call
 * recordings", or any course whose every lesson is a call's recording) becomes the recordings; the certificates it
 * issued are revoked with a sentence for their page (in the audit trail, by the server), and its enrolments go: any
 * learner of the programme now watches the recordings without one. Their progress in each recording stays.
 */
export const recordingsBelongToTheProgramme = [
  sql`
  UPDATE courses c SET kind = 'recordings'
  WHERE c.title = 'Programme call recordings'
    OR (EXISTS (SELECT 1 FROM lessons l WHERE l.course_id = c.id)
      AND NOT EXISTS (SELECT 1 FROM lessons l WHERE l.course_id = c.id AND NOT EXISTS (SELECT 1 FROM live_sessions s WHERE s.recording_id = l.id)))`,
  sql`
  WITH revoked AS (
    UPDATE certificates SET revoked_at = now(), revoked_reason = ${recordingsCertificateRevokedReason}, updated_at = now()
    WHERE revoked_at IS NULL AND course_id IN (SELECT id FROM courses WHERE kind = 'recordings')
    RETURNING id, learner_id, learner_name, course_title
  )
  INSERT INTO audit_events (event, outcome, account_type, account_email, client_address, detail)
  SELECT 'certificate-revoked', 'success', 'learner', u.email, 'server',
    left('revoked by the server: certificate ' || r.id || ' for ' || r.learner_name || ', ' || r.course_title || ' (call recordings earn no certificate)', 500)
  FROM revoked r LEFT JOIN course_users u ON u.id = r.learner_id`,
  sql`DELETE FROM enrollments WHERE course_id IN (SELECT id FROM courses WHERE kind = 'recordings')`,
]

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_courses_kind" AS ENUM('programme', 'recordings');
  ALTER TABLE "courses" ADD COLUMN "kind" "enum_courses_kind" DEFAULT 'programme';
  ALTER TABLE "lesson_progress" ADD COLUMN "mark_due_at" timestamp(3) with time zone;
  ALTER TABLE "certificates" ADD COLUMN "revoked_reason" varchar;`)
  for (const statement of recordingsBelongToTheProgramme) await db.execute(statement)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "courses" DROP COLUMN "kind";
  ALTER TABLE "lesson_progress" DROP COLUMN "mark_due_at";
  ALTER TABLE "certificates" DROP COLUMN "revoked_reason";
  DROP TYPE "public"."enum_courses_kind";`)
}
