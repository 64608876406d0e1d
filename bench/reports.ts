/**
 * The staff reports' queries at scale: 10,000 learners enrolled in a 40-lesson course with about 200,000 progress
 * rows (each learner completed a random number of its lessons, days or weeks ago), on a throwaway database; each
 * learner has a business profile and answered the course's baseline, 70 % of them the end and 30 % the follow-up (the
 * impact report). Each
 * figure is timed through the same functions the admin uses; reference: one full count of lesson_progress, the
 * least any report over every row could cost, so the ratio says what the report adds.
 *
 *   npm run bench:reports
 */
import { randomBytes } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'

import pg from 'pg'

import { ensurePostgresServer } from '../scripts/lib/postgres'
import { prepareDatabase } from '../scripts/lib/prepareDatabase'
import { summarise, timeRuns } from './lib/stats'

const learners = 10_000
const lessons = 40
const runs = 30

const server = await ensurePostgresServer()
const database = `solvingtech_reports_${Date.now()}_${process.pid}`
await server.createDatabase(database)
process.env.DATABASE_URL = server.urlFor(database)
process.env.PAYLOAD_SECRET ??= randomBytes(32).toString('hex')
const db = new pg.Client({ connectionString: process.env.DATABASE_URL })
try {
  await prepareDatabase({ ...process.env })
  await db.connect()
  const courseId = (
    await db.query(`INSERT INTO courses (title, summary, description, is_free, is_published, status) VALUES ('Bench course', 's', 'd', true, true, 'available') RETURNING id`)
  ).rows[0].id as string
  await db.query(`INSERT INTO lessons (course_id, title, order_index) SELECT $1, 'Lesson ' || n, n FROM generate_series(1, $2::int) n`, [courseId, lessons])
  await db.query(
    `INSERT INTO course_users (name, company, email) SELECT 'Learner ' || n, 'Bench Ltd', 'bench-' || n || '@example.test' FROM generate_series(1, $1::int) n`,
    [learners],
  )
  await db.query(
    `INSERT INTO enrollments (user_id, course_id, created_at) SELECT id, $1, now() - (random() * interval '90 days') FROM course_users WHERE email LIKE 'bench-%'`,
    [courseId],
  )
  // Each learner completed their first k lessons, k uniform in 0..40 (about 200,000 rows), the last of them some days ago.
  await db.query(
    `WITH picks AS (SELECT user_id, course_id, created_at, floor(random() * ($2::int + 1))::int AS k FROM enrollments WHERE course_id = $1)
     INSERT INTO lesson_progress (user_id, lesson_id, is_completed, completed_at, updated_at)
     SELECT p.user_id, l.id, true, p.created_at + l.order_index * interval '1 hour', p.created_at + l.order_index * interval '1 hour'
     FROM picks p JOIN lessons l ON l.course_id = p.course_id AND l.order_index <= p.k`,
    [courseId, lessons],
  )
  // Each learner's business, and their answers to the course's checks (Reports → Impact).
  await db.query(
    `INSERT INTO business_profiles (learner_id, team_size, trade, nation, region)
     SELECT id, (ARRAY['sole-trader','2-8','8-15','more-than-15','prefer-not-to-say'])[1 + n % 5]::enum_business_profiles_team_size,
       (ARRAY['general-builder','electrician','roofing','installer','other'])[1 + n % 5]::enum_business_profiles_trade,
       (ARRAY['England','Wales','Scotland','Northern Ireland'])[1 + n % 4]::enum_business_profiles_nation,
       (ARRAY['London','Wales','Scotland','Northern Ireland'])[1 + n % 4]::enum_business_profiles_region
     FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM course_users WHERE email LIKE 'bench-%') u`,
  )
  for (const [stage, share, days] of [['baseline', 1, 0], ['end', 0.7, 40], ['follow-up', 0.3, 130]] as const) {
    await db.query(
      `INSERT INTO impact_checks (respondent_id, course_id, stage, professionalism, comparing_tools, rolling_out, improving, new_ways, admin_hours, software_spend, answered_at)
       SELECT p.id, e.course_id, $2, 1 + floor(random() * 5), 1 + floor(random() * 5), 1 + floor(random() * 5), 1 + floor(random() * 5), 1 + floor(random() * 5),
         round((random() * 30)::numeric, 1), round((random() * 400)::numeric, 2), e.created_at + $4::int * interval '1 day'
       FROM enrollments e JOIN business_profiles p ON p.learner_id = e.user_id
       WHERE e.course_id = $1 AND (hashtext(p.id::text) & 1023) < $3::float * 1024`,
      [courseId, stage, share, days],
    )
  }
  await db.query(
    `INSERT INTO certificates (learner_id, course_id, code, learner_name, course_title, completed_at)
     SELECT p.user_id, $1, 'BENCH-' || row_number() OVER (), 'Learner', 'Bench course', max(p.completed_at)
     FROM lesson_progress p JOIN lessons l ON l.id = p.lesson_id WHERE l.course_id = $1 GROUP BY p.user_id HAVING count(*) = $2`,
    [courseId, lessons],
  )
  await db.query('ANALYZE')
  const checkRows = Number((await db.query('SELECT count(*) FROM impact_checks')).rows[0].count)
  const progressRows = Number((await db.query('SELECT count(*) FROM lesson_progress')).rows[0].count)

  const { getPayload } = await import('payload')
  const { default: config } = await import('../payload.config')
  const payload = await getPayload({ config })
  const reports = await import('../src/domains/reports/reports')
  const { courseFunnel, courseFunnels, courseStopPoints, learnerCompletedLessons, learnerCourses, stuckLearnerCount, stuckLearners } = reports
  const { reminderCandidates } = await import('../src/domains/learning/reminders')
  const { weekFigures } = await import('../src/domains/reports/staffDigest')
  const { impactOverview, impactReport } = await import('../src/domains/impact/impactReport')
  const weekOn = new Date(Date.now() + 8 * 24 * 3600 * 1000)
  const period = { courseId, from: new Date(Date.now() - 365 * 24 * 3600 * 1000), to: new Date() }
  const learnerId = (await db.query(`SELECT user_id FROM enrollments WHERE course_id = $1 LIMIT 1`, [courseId])).rows[0].user_id as string

  const timings = {
    'course funnel': summarise(await timeRuns(runs, 3, () => courseFunnel(payload, period))),
    'where learners stop': summarise(await timeRuns(runs, 3, () => courseStopPoints(payload, period))),
    'stuck learners (first 500)': summarise(await timeRuns(runs, 3, () => stuckLearners(payload, new Date()))),
    'stuck learners (the 200 the screen lists)': summarise(await timeRuns(runs, 3, () => stuckLearners(payload, new Date(), 200))),
    'stuck learners (count)': summarise(await timeRuns(runs, 3, () => stuckLearnerCount(payload, new Date()))),
    'funnels of every course': summarise(await timeRuns(runs, 3, () => courseFunnels(payload, period))),
    "a learner's courses": summarise(await timeRuns(runs, 3, () => learnerCourses(payload, learnerId))),
    "a learner's completed lessons": summarise(await timeRuns(runs, 3, () => learnerCompletedLessons(payload, learnerId))),
    'reminder sweep (a week on: every unfinished learner is due)': summarise(await timeRuns(runs, 3, () => reminderCandidates(payload, weekOn))),
    'staff digest figures': summarise(await timeRuns(runs, 3, () => weekFigures(payload, new Date()))),
    'impact report (every figure and split)': summarise(await timeRuns(runs, 3, () => impactReport(payload, period))),
    'impact overview (every course)': summarise(await timeRuns(runs, 3, () => impactOverview(payload, period))),
    'reference: count(*) of lesson_progress': summarise(await timeRuns(runs, 3, () => db.query('SELECT count(*) FROM lesson_progress'))),
  }
  const reference = timings['reference: count(*) of lesson_progress'].p50
  const result = {
    scenario: `${learners} learners, ${lessons}-lesson course, ${progressRows} progress rows, ${checkRows} check answers`,
    timings,
    ratioToFullCountP50: Object.fromEntries(Object.entries(timings).map(([name, figures]) => [name, Math.round((figures.p50 / reference) * 10) / 10])),
  }
  console.info(result.scenario)
  console.table(timings)
  console.table(result.ratioToFullCountP50)
  mkdirSync('bench/results', { recursive: true })
  writeFileSync('bench/results/reports.json', JSON.stringify(result, null, 2))
  await payload.destroy()
} finally {
  await db.end()
  await server.dropDatabase(database)
  await server.stop()
}
