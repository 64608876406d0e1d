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
import { learnerWithCourses, progressQuery } from './lib/benchLearner'
import { summarise, timeRuns } from './lib/stats'
import { asWebInstance, measuredWrites } from './lib/benchSettings'

const courseCount = 20
const lessonsPerCourse = 50
const runs = 300

const stack = await startStack({ name: 'bench', reuseBuild: process.env.BUILD !== '1', echoServerLog: false, settings: { RATE_LIMIT_MAX: '100000', ...measuredWrites, ...asWebInstance } })
const db = new pg.Client({ connectionString: stack.env.DATABASE_URL })
await db.connect()
try {
  const { id: learnerId, cookie } = await learnerWithCourses(stack.baseUrl, db, courseCount, lessonsPerCourse)

  const call = async () => {
    const response = await fetch(`${stack.baseUrl}/api/v1/enrollments/progress?userId=${learnerId}`, { headers: { cookie } })
    if (response.status !== 200) throw new Error(`progress answered ${response.status}`)
    return response.json()
  }
  const items = (await call()) as { totalLessons: number }[]
  if (items.length !== courseCount || items.some((item) => item.totalLessons !== lessonsPerCourse)) throw new Error('Unexpected progress list')

  const api = summarise(await timeRuns(runs, 30, call))
  const rawSql = summarise(await timeRuns(runs, 30, () => db.query(progressQuery(learnerId))))
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
