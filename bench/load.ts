/**
 * Load with correctness, and faults: 200 simulated learners for 60 seconds on the production build and a throwaway
 * database. Each registers, enrols in the featured course and completes its lessons in random order, some twice and
 * some twice at once. A third of the way in the app server restarts; two thirds in, Postgres stops for 5 seconds
 * (embedded Postgres only: without DATABASE_URL). Afterwards, for every learner:
 *   - every completion the API confirmed is in Postgres (nothing lost), with one row per lesson (nothing doubled),
 *     and no row exists that the simulator did not ask for (a call that failed may or may not have been stored);
 *   - the progress call counts exactly the lessons Postgres holds;
 *   - every enrolment's progress counters equal a fresh count (src/domains/learning/enrolmentCounters.ts).
 * While Postgres is down, the app must answer 503 with a JSON body, quickly, and recover by itself.
 *
 *   npm run bench:load       (LEARNERS=200 SECONDS=60 FAULTS=1; reuses the build when there is one; BUILD=1 rebuilds)
 */
import { mkdirSync, writeFileSync } from 'node:fs'

import pg from 'pg'

import { startStack } from '../scripts/lib/stack'
import { counterDrift } from '../src/domains/learning/enrolmentCounters'
import { asPgQuery } from './lib/appSql'
import { featuredCourseId } from './lib/benchApi'
import { measuredWrites } from './lib/benchSettings'

const learnerCount = Number(process.env.LEARNERS ?? 200)
const seconds = Number(process.env.SECONDS ?? 60)
const withFaults = process.env.FAULTS !== '0'
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

type Learner = { index: number; id: string; cookie: string; completed: Set<string>; uncertain: Set<string> }
const tally = { requests: 0, failures: 0, statuses: {} as Record<string, number> }

const stack = await startStack({ name: 'load', reuseBuild: process.env.BUILD !== '1', settings: { RATE_LIMIT_MAX: '1000000', ...measuredWrites } })
// A pool, not one client: Postgres restarts during the run, and the pool reconnects for the checks afterwards.
const db = new pg.Pool({ connectionString: stack.env.DATABASE_URL, max: 2 })
db.on('error', () => undefined)

type Answer = { ok: boolean; status: number; body: string; setCookie: string | null }

/** One call, read to the end; a dropped connection counts as a failure (status 0), never as an exception. */
const call = async (path: string, init: RequestInit & { cookie?: string } = {}): Promise<Answer> => {
  tally.requests += 1
  let answer: Answer
  try {
    const response = await fetch(`${stack.baseUrl}${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', ...(init.cookie ? { cookie: init.cookie } : {}) },
    })
    answer = { ok: response.ok, status: response.status, body: await response.text(), setCookie: response.headers.get('set-cookie') }
  } catch {
    answer = { ok: false, status: 0, body: '', setCookie: null }
  }
  if (!answer.ok) {
    tally.failures += 1
    tally.statuses[answer.status] = (tally.statuses[answer.status] ?? 0) + 1
  }
  return answer
}

const randomItem = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]

/** Registers and enrols one learner (before the clock starts: sign-up hashes a password, the heaviest call). */
const signUp = async (index: number, courseId: string): Promise<Learner | null> => {
  const email = `load-${Date.now()}-${index}@example.test`
  const registered = await call('/api/v1/register', {
    method: 'POST',
    body: JSON.stringify({ firstName: 'Load', lastName: `Learner ${index}`, email, company: 'Load Ltd', password: 'load-password-1' }),
  })
  if (!registered.ok) return null
  const learner: Learner = {
    index,
    id: (JSON.parse(registered.body) as { id: string }).id,
    cookie: (registered.setCookie ?? '').split(';')[0],
    completed: new Set(),
    uncertain: new Set(),
  }
  const enrolled = await call(`/api/v1/courses/${courseId}/enroll`, { method: 'POST', body: '{}', cookie: learner.cookie })
  return enrolled.ok ? learner : null
}

/** Until the deadline: complete random lessons, 15% of the time twice at once, 15% of the time one already done. */
const simulate = async (learner: Learner, lessonIds: string[], deadline: number): Promise<void> => {
  const complete = async (lessonId: string) => {
    const response = await call(`/api/v1/lessons/${lessonId}/complete`, { method: 'POST', body: '{}', cookie: learner.cookie })
    if (response.ok) learner.completed.add(lessonId)
    else learner.uncertain.add(lessonId)
  }
  while (Date.now() < deadline) {
    const lessonId = randomItem(lessonIds)
    const roll = Math.random()
    if (roll < 0.15) await Promise.all([complete(lessonId), complete(lessonId)])
    else if (roll < 0.3 && learner.completed.size) await complete(randomItem([...learner.completed]))
    else await complete(lessonId)
    await sleep(50 + Math.random() * 200)
  }
}

/** How the app answers while Postgres is down: status, JSON or not, and how long it took. */
const probe = async () => {
  const startedAt = Date.now()
  try {
    const response = await fetch(`${stack.baseUrl}/api/v1/courses`, { signal: AbortSignal.timeout(10_000) })
    const body = await response.text()
    return { status: response.status, json: body.startsWith('{'), ms: Date.now() - startedAt }
  } catch (error) {
    return { status: 0, json: false, ms: Date.now() - startedAt, error: String(error) }
  }
}

/** Restarts the app a third of the way in, and stops Postgres for 5 s two thirds in, while the learners keep going. */
const injectFaults = async (totalSeconds: number) => {
  await sleep((totalSeconds / 3) * 1000)
  const appStopped = Date.now()
  await stack.restartApp()
  const appDowntimeMs = Date.now() - appStopped
  await sleep((totalSeconds / 3) * 1000 - appDowntimeMs)
  if (!stack.postgres.restart) return { appDowntimeMs, databaseDown: { skipped: 'DATABASE_URL is set: only the embedded Postgres can be restarted', answered503: true } }
  const restarting = stack.postgres.restart(5000)
  await sleep(2000)
  const whileDown = await probe()
  await restarting
  const backAt = Date.now()
  let recovery = await probe()
  while (recovery.status !== 200 && Date.now() - backAt < 30_000) {
    await sleep(250)
    recovery = await probe()
  }
  return { appDowntimeMs, databaseDown: { whileDown, answered503: whileDown.status === 503 && whileDown.json, recoveredAfterMs: Date.now() - backAt, recovered: recovery.status === 200 } }
}

try {
  const featuredId = await featuredCourseId(stack.baseUrl)
  const detail = (await (await fetch(`${stack.baseUrl}/api/v1/courses/${featuredId}`)).json()) as { lessons: { id: string }[] }
  const lessonIds = detail.lessons.map((lesson) => lesson.id)

  const signUpStarted = Date.now()
  const learners: Learner[] = []
  for (let batch = 0; batch < learnerCount; batch += 20) {
    const signedUp = await Promise.all(Array.from({ length: Math.min(20, learnerCount - batch) }, (_, offset) => signUp(batch + offset, featuredId)))
    learners.push(...signedUp.filter((learner): learner is Learner => learner !== null))
  }
  const signUpSeconds = Math.round((Date.now() - signUpStarted) / 1000)
  tally.requests = 0
  tally.failures = 0
  tally.statuses = {}

  const started = Date.now()
  const deadline = started + seconds * 1000
  const simulation = Promise.all(learners.map((learner) => simulate(learner, lessonIds, deadline)))
  const faults = withFaults ? await injectFaults(seconds) : null
  await simulation
  const elapsed = (Date.now() - started) / 1000

  let lost = 0
  let doubled = 0
  let invented = 0
  let apiMismatches = 0
  for (const learner of learners) {
    const { rows } = await db.query<{ lesson_id: string }>('SELECT lesson_id FROM lesson_progress WHERE user_id = $1 AND is_completed', [learner.id])
    const stored = rows.map((row) => String(row.lesson_id))
    const storedSet = new Set(stored)
    if (stored.length !== storedSet.size) doubled += 1
    if ([...learner.completed].some((lessonId) => !storedSet.has(lessonId))) lost += 1
    if (stored.some((lessonId) => !learner.completed.has(lessonId) && !learner.uncertain.has(lessonId))) invented += 1
    const progress = (await (await fetch(`${stack.baseUrl}/api/v1/enrollments/progress`, { headers: { cookie: learner.cookie } })).json()) as { completedLessons: number }[]
    if (progress[0]?.completedLessons !== storedSet.size) apiMismatches += 1
  }
  const countersDiffering = (await db.query(asPgQuery(counterDrift()))).rowCount ?? 0
  console.info(`Enrolments whose counters differ from a fresh count: ${countersDiffering}`)
  const result = {
    learners: learners.length,
    signUpSeconds,
    seconds: Math.round(elapsed),
    requests: tally.requests,
    requestsPerSecond: Math.round(tally.requests / elapsed),
    failures: tally.failures,
    failureStatuses: tally.statuses,
    completionsConfirmed: learners.reduce((sum, learner) => sum + learner.completed.size, 0),
    learnersWithLostCompletions: lost,
    learnersWithDoubledRows: doubled,
    learnersWithUnrequestedRows: invented,
    learnersWhoseProgressDiffers: apiMismatches,
    enrolmentsWhoseCountersDiffer: countersDiffering,
    faults,
  }
  console.dir(result, { depth: 4 })
  mkdirSync('bench/results', { recursive: true })
  writeFileSync('bench/results/load.json', JSON.stringify(result, null, 2))
  if (lost || doubled || invented || apiMismatches || countersDiffering || (faults && !faults.databaseDown.answered503)) process.exitCode = 1
} finally {
  await db.end()
  await stack.stop()
}
