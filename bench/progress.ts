/**
 * The progress call for a learner with 20 enrolled courses of 50 lessons each (a third of the lessons completed),
 * against the production build on a throwaway database. Reference: the same SQL run straight on Postgres from this
 * process, so the ratio shows what the app adds on top of the query (auth, JSON, HTTP).
 *
 *   npm run bench:progress            (reuses the build when there is one; BUILD=1 rebuilds)
 */
import { mkdirSync, writeFileSync } from 'node:fs'

import pg from 'pg'

import { startStack } from '../scripts/lib/stack'
import { summarise, timeRuns } from './lib/stats'

const courseCount = 20
const lessonsPerCourse = 50
const runs = 300

const stack = await startStack({ name: 'bench', reuseBuild: process.env.BUILD !== '1', settings: { RATE_LIMIT_MAX: '100000' } })
const db = new pg.Client({ connectionString: stack.env.DATABASE_URL })
await db.connect()
try {
  // A learner, through the API.
  const register = await fetch(`${stack.baseUrl}/api/v1/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: 'Bench', lastName: 'Learner', email: `bench-${Date.now()}@example.test`, company: 'Bench Ltd', password: 'bench-password' }),
  })
  const cookie = (register.headers.get('set-cookie') ?? '').split(';')[0]
  const learnerId = ((await register.json()) as { id: string }).id

  // 20 courses of 50 lessons, enrolled, a third of the lessons completed: written in bulk with SQL.
  await db.query('BEGIN')
  for (let course = 0; course < courseCount; course += 1) {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO courses (title, summary, description, is_published, status, is_free, "order") VALUES ($1, 'Bench', 'Bench', true, 'available', true, 100) RETURNING id`,
      [`Bench course ${course + 1}`],
    )
    const courseId = rows[0].id
    const lessons = await db.query<{ id: string; order_index: number }>(
      `INSERT INTO lessons (course_id, title, order_index, is_preview) SELECT $1, 'Lesson ' || n, n, false FROM generate_series(1, $2) AS n RETURNING id, order_index`,
      [courseId, lessonsPerCourse],
    )
    await db.query('INSERT INTO enrollments (user_id, course_id) VALUES ($1, $2)', [learnerId, courseId])
    const completed = lessons.rows.filter((lesson) => Number(lesson.order_index) % 3 === 0).map((lesson) => lesson.id)
    await db.query(
      'INSERT INTO lesson_progress (user_id, lesson_id, is_completed, completed_at) SELECT $1, unnest($2::uuid[]), true, now()',
      [learnerId, completed],
    )
  }
  await db.query('COMMIT')

  const call = async () => {
    const response = await fetch(`${stack.baseUrl}/api/v1/enrollments/progress?userId=${learnerId}`, { headers: { cookie } })
    if (response.status !== 200) throw new Error(`progress answered ${response.status}`)
    return response.json()
  }
  const items = (await call()) as { totalLessons: number }[]
  if (items.length !== courseCount || items.some((item) => item.totalLessons !== lessonsPerCourse)) throw new Error('Unexpected progress list')

  const progressSql = `
    SELECT e.id, c.id, c.title, c.summary, c.is_free, COUNT(l.id), COUNT(l.id) FILTER (WHERE lp.is_completed),
      (ARRAY_AGG(l.id ORDER BY l.order_index, l.id) FILTER (WHERE lp.is_completed IS NOT TRUE))[1]
    FROM enrollments e JOIN courses c ON c.id = e.course_id AND c.is_published
    LEFT JOIN lessons l ON l.course_id = c.id
    LEFT JOIN lesson_progress lp ON lp.lesson_id = l.id AND lp.user_id = e.user_id
    WHERE e.user_id = $1 GROUP BY e.id, c.id ORDER BY e.created_at, e.id`

  const api = summarise(await timeRuns(runs, 30, call))
  const rawSql = summarise(await timeRuns(runs, 30, () => db.query(progressSql, [learnerId])))
  const result = {
    scenario: `${courseCount} enrolled courses x ${lessonsPerCourse} lessons, sequential calls`,
    apiMs: api,
    rawSqlMs: rawSql,
    ratioP50: Math.round((api.p50 / rawSql.p50) * 10) / 10,
  }
  console.table({ 'GET /api/v1/enrollments/progress': api, 'the same SQL on Postgres': rawSql })
  console.info(`API p50 is ${result.ratioP50}x the raw query's p50`)
  mkdirSync('bench/results', { recursive: true })
  writeFileSync('bench/results/progress.json', JSON.stringify(result, null, 2))
} finally {
  await db.end()
  await stack.stop()
}
