import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Titles staff read in the admin: an answer to review is "{learner's name} · Lesson {number}", a mentoring booking
 * "{learner's name} · {day and time, UK}". The database keeps them, whoever writes the row (the learner's calls
 * write with SQL, past Payload's hooks), and follows a renamed learner or a renumbered lesson.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "workbook_answers" ADD COLUMN "title" varchar;
  ALTER TABLE "mentoring_bookings" ADD COLUMN "title" varchar;

  CREATE FUNCTION workbook_answer_title(learner uuid, lesson uuid) RETURNS varchar LANGUAGE sql STABLE AS $$
    SELECT (SELECT name FROM course_users WHERE id = learner) || ' · Lesson ' || (SELECT order_index FROM lessons WHERE id = lesson)
  $$;
  CREATE FUNCTION mentoring_booking_title(learner uuid, starts timestamptz) RETURNS varchar LANGUAGE sql STABLE AS $$
    SELECT (SELECT name FROM course_users WHERE id = learner) || ' · ' || to_char(starts AT TIME ZONE 'Europe/London', 'Dy FMDD Mon, HH24:MI')
  $$;

  CREATE FUNCTION title_workbook_answer() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    NEW.title := workbook_answer_title(NEW.learner_id, NEW.lesson_id);
    RETURN NEW;
  END $$;
  CREATE TRIGGER workbook_answers_title BEFORE INSERT OR UPDATE OF learner_id, lesson_id ON workbook_answers
    FOR EACH ROW EXECUTE FUNCTION title_workbook_answer();

  CREATE FUNCTION title_mentoring_booking() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    NEW.title := mentoring_booking_title(NEW.learner_id, NEW.starts_at);
    RETURN NEW;
  END $$;
  CREATE TRIGGER mentoring_bookings_title BEFORE INSERT OR UPDATE OF learner_id, starts_at ON mentoring_bookings
    FOR EACH ROW EXECUTE FUNCTION title_mentoring_booking();

  CREATE FUNCTION retitle_learner_rows() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE workbook_answers SET title = workbook_answer_title(learner_id, lesson_id) WHERE learner_id = NEW.id;
    UPDATE mentoring_bookings SET title = mentoring_booking_title(learner_id, starts_at) WHERE learner_id = NEW.id;
    RETURN NULL;
  END $$;
  CREATE TRIGGER course_users_retitle AFTER UPDATE OF name ON course_users
    FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION retitle_learner_rows();

  CREATE FUNCTION retitle_lesson_answers() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE workbook_answers SET title = workbook_answer_title(learner_id, lesson_id) WHERE lesson_id = NEW.id;
    RETURN NULL;
  END $$;
  CREATE TRIGGER lessons_retitle_answers AFTER UPDATE OF order_index ON lessons
    FOR EACH ROW WHEN (OLD.order_index IS DISTINCT FROM NEW.order_index) EXECUTE FUNCTION retitle_lesson_answers();

  UPDATE workbook_answers SET title = workbook_answer_title(learner_id, lesson_id);
  UPDATE mentoring_bookings SET title = mentoring_booking_title(learner_id, starts_at);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER lessons_retitle_answers ON lessons;
  DROP TRIGGER course_users_retitle ON course_users;
  DROP TRIGGER mentoring_bookings_title ON mentoring_bookings;
  DROP TRIGGER workbook_answers_title ON workbook_answers;
  DROP FUNCTION retitle_lesson_answers();
  DROP FUNCTION retitle_learner_rows();
  DROP FUNCTION title_mentoring_booking();
  DROP FUNCTION title_workbook_answer();
  DROP FUNCTION mentoring_booking_title(uuid, timestamptz);
  DROP FUNCTION workbook_answer_title(uuid, uuid);
  ALTER TABLE "workbook_answers" DROP COLUMN "title";
  ALTER TABLE "mentoring_bookings" DROP COLUMN "title";`)
}
