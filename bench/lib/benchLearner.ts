import type pg from 'pg'

import { registerBenchLearner } from './benchApi'

type BenchLearner = { id: string; cookie: string; lessonIds: string[] }

/**
 * A learner registered through the API, enrolled in `courseCount` new courses of `lessonsPerCourse` lessons each
 * with a third of the lessons completed, written in bulk with SQL.
 */
export const learnerWithCourses = async (baseUrl: string, db: pg.Client, courseCount: number, lessonsPerCourse: number): Promise<BenchLearner> => {
  const { id, cookie } = await registerBenchLearner(baseUrl)
  const lessonIds: string[] = []
  await db.query('BEGIN')
  for (let course = 0; course < courseCount; course += 1) {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO courses (title, summary, description, is_published, status, is_free, "order") VALUES ($1, 'Bench', 'Bench', true, 'available', true, 100) RETURNING id`,
      [`Bench course ${course + 1}`],
    )
    const lessons = await db.query<{ id: string; order_index: number }>(
      `INSERT INTO lessons (course_id, title, order_index, is_preview) SELECT $1, 'Lesson ' || n, n, false FROM generate_series(1, $2) AS n RETURNING id, order_index`,
      [rows[0].id, lessonsPerCourse],
    )
    lessonIds.push(...lessons.rows.map((lesson) => lesson.id))
    await db.query('INSERT INTO enrollments (user_id, course_id) VALUES ($1, $2)', [id, rows[0].id])
    const completed = lessons.rows.filter((lesson) => Number(lesson.order_index) % 3 === 0).map((lesson) => lesson.id)
    await db.query('INSERT INTO lesson_progress (user_id, lesson_id, is_completed, completed_at) SELECT $1, unnest($2::uuid[]), true, now()', [id, completed])
  }
  await db.query('COMMIT')
  return { id, cookie, lessonIds }
}

/** The progress list's SQL, as the app runs it (src/lib/server/data/progress.ts). */
export const progressSql = `
  SELECT e.id, c.id, c.title, c.summary, c.is_free, COUNT(l.id), COUNT(l.id) FILTER (WHERE lp.is_completed),
    (ARRAY_AGG(l.id ORDER BY l.order_index, l.id) FILTER (WHERE lp.is_completed IS NOT TRUE))[1]
  FROM enrollments e JOIN courses c ON c.id = e.course_id AND c.is_published
  LEFT JOIN lessons l ON l.course_id = c.id
  LEFT JOIN lesson_progress lp ON lp.lesson_id = l.id AND lp.user_id = e.user_id
  WHERE e.user_id = $1 GROUP BY e.id, c.id ORDER BY e.created_at, e.id`

/** The completion's SQL, as the app runs it (src/lib/server/data/completion.ts). */
export const completeSql = `
  INSERT INTO lesson_progress (user_id, lesson_id, is_completed, completed_at) VALUES ($1, $2, true, now())
  ON CONFLICT (user_id, lesson_id) DO UPDATE SET is_completed = true,
    completed_at = COALESCE(lesson_progress.completed_at, EXCLUDED.completed_at)
  RETURNING is_completed, completed_at`
