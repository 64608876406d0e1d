/**
 * Throughput and latency of the app's hot paths, each against a reference measured in the same run (autocannon,
 * loopback only, fixed time and connections), on the production build and a throwaway database:
 *   - `/` against a node:http server sending the same HTML bytes from memory (the ceiling);
 *   - our course calls against Payload's own REST calls for the same data;
 *   - the progress call (20 courses x 50 lessons), lesson completion and the player's report (every 10 s per learner
 *     watching) against node:http + pg running the same SQL.
 * It also counts the SQL statements one progress call runs (Postgres' transaction counter), for 1 and 20 courses.
 *
 *   npm run bench            (reuses the build when there is one; BUILD=1 rebuilds; SECONDS=8 per run; ROUNDS=3, the median reported)
 *   ONLY=landing,course npm run bench   (some of: landing, catalogue, course, progress, complete, playback, statements)
 */
import { mkdirSync, writeFileSync } from 'node:fs'

import pg from 'pg'

import { startStack } from '../scripts/lib/stack'
import { featuredCourseId } from './lib/benchApi'
import { learnersEnrolledIn, learnerWithCourses, videoCourse } from './lib/benchLearner'
import { measureLoad, type LoadFigures } from './lib/load'
import { startReferenceServer } from './lib/referenceServer'
import { countStatementsPerCall } from './lib/statementCount'
import { asWebInstance, measuredWrites } from './lib/benchSettings'

const seconds = Number(process.env.SECONDS ?? 8)
// Runs a few minutes apart have differed by up to 0.1 in a ratio on this shared machine: each row is measured in
// rounds, the app and its reference in turns, and reports the median round.
const rounds = Math.max(1, Number(process.env.ROUNDS ?? 3))
const only = (process.env.ONLY ?? '').split(',').filter(Boolean)
const wanted = (part: string) => only.length === 0 || only.includes(part)
const stack = await startStack({ name: 'bench', reuseBuild: process.env.BUILD !== '1', echoServerLog: false, settings: { RATE_LIMIT_MAX: '1000000', ...measuredWrites, ...asWebInstance } })
const db = new pg.Client({ connectionString: stack.env.DATABASE_URL })
await db.connect()
const rows: { call: string; app: LoadFigures; reference: string; ref: LoadFigures; goal: string; ratio: number; ratios: number[] }[] = []
const references: { close: () => Promise<void> }[] = []
const databaseUrl = stack.env.DATABASE_URL ?? ''

const ratioOf = (app: LoadFigures, ref: LoadFigures) => Math.round((app.requestsPerSecond / ref.requestsPerSecond) * 100) / 100

const compare = async (call: string, app: Parameters<typeof measureLoad>[0], reference: string, ref: Parameters<typeof measureLoad>[0], goal: string) => {
  await measureLoad({ ...app, seconds: 2 })
  await measureLoad({ ...ref, seconds: 2 })
  const measured: { app: LoadFigures; ref: LoadFigures; ratio: number }[] = []
  for (let round = 0; round < rounds; round += 1) {
    // In turns, each going first every other round, so a machine that slows during a round weighs on both.
    const appFirst = round % 2 === 0
    const first = await measureLoad(appFirst ? app : ref)
    const second = await measureLoad(appFirst ? ref : app)
    const [appFigures, refFigures] = appFirst ? [first, second] : [second, first]
    measured.push({ app: appFigures, ref: refFigures, ratio: ratioOf(appFigures, refFigures) })
    console.info(`[bench] ${call}, round ${round + 1} of ${rounds}: ${appFigures.requestsPerSecond} req/s vs ${reference}: ${refFigures.requestsPerSecond} req/s`)
  }
  const ratios = measured.map((one) => one.ratio).sort((a, b) => a - b)
  const median = measured.find((one) => one.ratio === ratios[Math.floor((ratios.length - 1) / 2)]) ?? measured[0]
  const errors = measured.reduce((sum, one) => sum + one.app.errors, 0)
  rows.push({ call, app: { ...median.app, errors }, reference, ref: median.ref, goal, ratio: median.ratio, ratios })
}

try {
  if (wanted('landing')) {
    const landing = await fetch(`${stack.baseUrl}/`)
    const landingHtml = Buffer.from(await landing.arrayBuffer())
    const ceiling = await startReferenceServer({ kind: 'bytes', contentType: 'text/html; charset=utf-8', body: landingHtml })
    references.push(ceiling)
    await compare('GET /', { url: `${stack.baseUrl}/`, connections: 20, seconds }, 'node:http, same bytes from memory', { url: ceiling.url, connections: 20, seconds }, '>= 0.25x')
  }

  if (wanted('catalogue')) await compare('GET /api/v1/courses', { url: `${stack.baseUrl}/api/v1/courses`, connections: 20, seconds }, 'GET /api/courses?depth=0', { url: `${stack.baseUrl}/api/courses?depth=0`, connections: 20, seconds }, '>= 2x')

  const featuredId = await featuredCourseId(stack.baseUrl)
  if (wanted('course')) await compare(
    'GET /api/v1/courses/{featured}',
    { url: `${stack.baseUrl}/api/v1/courses/${featuredId}`, connections: 20, seconds },
    'GET /api/lessons?where[course][equals]=…',
    { url: `${stack.baseUrl}/api/lessons?where[course][equals]=${featuredId}&sort=orderIndex&depth=0&limit=100`, connections: 20, seconds },
    '>= 2x',
  )

  const learner = await learnerWithCourses(stack.baseUrl, db, 20, 50)
  const rawProgress = await startReferenceServer({ kind: 'progress', databaseUrl, learnerId: learner.id })
  references.push(rawProgress)
  if (wanted('progress')) await compare(
    'GET /api/v1/enrollments/progress (20 x 50)',
    { url: `${stack.baseUrl}/api/v1/enrollments/progress`, connections: 50, seconds, headers: { cookie: learner.cookie } },
    'node:http + pg, same SQL',
    { url: rawProgress.url, connections: 50, seconds },
    '>= 0.5x, p99 < 50 ms',
  )

  const randomLesson = () => learner.lessonIds[Math.floor(Math.random() * learner.lessonIds.length)]
  const rawComplete = await startReferenceServer({ kind: 'complete', databaseUrl, learnerIds: [learner.id], lessonIds: learner.lessonIds })
  references.push(rawComplete)
  if (wanted('complete')) await compare(
    'POST /api/v1/lessons/{id}/complete (one learner, 50 at once)',
    {
      url: `${stack.baseUrl}/api/v1/lessons/${randomLesson()}/complete`,
      path: () => `/api/v1/lessons/${randomLesson()}/complete`,
      connections: 50,
      seconds,
      method: 'POST',
      headers: { cookie: learner.cookie, 'content-type': 'application/json' },
      body: () => '{}',
    },
    'node:http + pg, same SQL',
    { url: rawComplete.url, connections: 50, seconds, method: 'POST', body: () => '' },
    'no errors',
  )

  // Many learners at once, as a class of learners is: 50 learners in the same 20 courses, each request a random
  // learner's random lesson. The run above is the worst case instead: one learner's 50 completions at once, which
  // queue behind each other on the enrolment they update.
  const crowd = wanted('complete') ? await learnersEnrolledIn(stack.baseUrl, db, 50, learner.courseIds) : []
  const randomCrowdMember = () => crowd[Math.floor(Math.random() * crowd.length)]
  const crowdComplete = await startReferenceServer({ kind: 'complete', databaseUrl, learnerIds: crowd.map((member) => member.id), lessonIds: learner.lessonIds })
  references.push(crowdComplete)
  if (wanted('complete')) await compare(
    'POST /api/v1/lessons/{id}/complete (50 learners at once)',
    {
      url: `${stack.baseUrl}/api/v1/lessons/${randomLesson()}/complete`,
      path: () => `/api/v1/lessons/${randomLesson()}/complete`,
      connections: 50,
      seconds,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      headersFor: () => ({ cookie: randomCrowdMember().cookie }),
      body: () => '{}',
    },
    'node:http + pg, same SQL',
    { url: crowdComplete.url, connections: 50, seconds, method: 'POST', body: () => '' },
    '>= 0.5x',
  )

  // Learners watching: each connection a learner of its own, enrolled in a course of ten 10-minute videos and watching
  // one of them, sends the report the player sends every 10 s (where the learner is, the 10 s just played, when), back
  // to back. The reference is sent the same requests.
  if (wanted('playback')) {
    const videoSeconds = 600
    const course = await videoCourse(db, 10, videoSeconds)
    const watchers = await learnersEnrolledIn(stack.baseUrl, db, 50, [course.id])
    const watching = (connection: number) => {
      const watcher = watchers[connection % watchers.length]
      let positionSeconds = 0
      return {
        path: `/api/v1/lessons/${course.lessonIds[connection % course.lessonIds.length]}/playback`,
        headers: { cookie: watcher.cookie },
        body: () => {
          positionSeconds = (positionSeconds % videoSeconds) + 10
          const watchedRanges = [[positionSeconds - 10, positionSeconds]]
          return JSON.stringify({ userId: watcher.id, positionSeconds, watchedRanges, recordedAt: new Date().toISOString() })
        },
      }
    }
    const rawPlayback = await startReferenceServer({ kind: 'playback', databaseUrl, videoSeconds })
    references.push(rawPlayback)
    const reports = { connections: 50, seconds, method: 'POST', headers: { 'content-type': 'application/json' }, forConnection: watching } as const
    await compare('POST /api/v1/lessons/{id}/playback (50 learners watching)', { url: stack.baseUrl, ...reports }, 'node:http + pg, same SQL', { url: rawPlayback.url, ...reports }, '>= 0.5x')
  }

  const progressCall = (cookie: string) => () => fetch(`${stack.baseUrl}/api/v1/enrollments/progress`, { headers: { cookie } }).then((response) => response.text())
  const statements = wanted('statements')
    ? {
        oneCourse: await countStatementsPerCall(db, stack.database, progressCall((await learnerWithCourses(stack.baseUrl, db, 1, 50)).cookie)),
        twentyCourses: await countStatementsPerCall(db, stack.database, progressCall(learner.cookie)),
      }
    : null

  console.table(
    rows.map((row) => ({
      call: row.call,
      'req/s': row.app.requestsPerSecond,
      'p50 ms': row.app.p50Ms,
      'p99 ms': row.app.p99Ms,
      errors: row.app.errors,
      reference: row.reference,
      'ref req/s': row.ref.requestsPerSecond,
      'ref p99 ms': row.ref.p99Ms,
      ratio: row.ratio,
      'ratio range': `${row.ratios[0]}–${row.ratios[row.ratios.length - 1]}`,
      goal: row.goal,
    })),
  )
  if (statements) console.info(`[bench] SQL statements per progress call: ${statements.oneCourse} with 1 course, ${statements.twentyCourses} with 20 courses`)
  mkdirSync('bench/results', { recursive: true })
  writeFileSync('bench/results/throughput.json', JSON.stringify({ seconds, rounds, rows, statementsPerProgressCall: statements }, null, 2))
} finally {
  for (const reference of references) await reference.close()
  await db.end()
  await stack.stop()
}
