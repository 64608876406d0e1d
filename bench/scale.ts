/**
 * Cost as the data grows: the learner calls, the admin home and the waiting-list CSV export at 1x and 10x the data,
 * on the production build and a throwaway database (bench/lib/scaleSeed.ts seeds it with set-based SQL).
 *   1x:  10,000 learners, 50,000 enrolments, ~500,000 progress rows, 50,000 waiting-list signups;
 *   10x: 100,000 learners, 500,000 enrolments, ~5,000,000 progress rows, 500,000 signups.
 * Both scales have the same 20 published courses of 50 lessons: a catalogue is written by staff and does not grow
 * with the number of learners. The measured learner is enrolled in all 20 with a third of each done, at both scales.
 * Learner calls: autocannon, `SECONDS` a run after 2 s of warm-up; their SQL alone: timed one statement after another,
 * straight on Postgres. Admin home figures: the dashboard's functions, timed one call after another. The export: one
 * download of the whole waiting list after a fresh app start, with the server's resident memory sampled throughout:
 * the app's keyset-paged CSV (1,000 rows a page), and the plugin's own OFFSET-paged download (asked for in another
 * order; 5,000 rows a page).
 * Ratio: the cost of one call at 10x over 1x (1x req/s over 10x req/s; for timed runs, 10x p50 over 1x p50).
 *
 *   npm run bench:scale     (reuses the build when there is one; BUILD=1 rebuilds; SECONDS=6 a run)
 *   ONLY=progress,export npm run bench:scale   (some of: catalogue, course, progress, complete, sql, admin, export)
 *   FRACTION=0.05 SECONDS=1 npm run bench:scale   (a quick check at a twentieth of the data)
 *   ONLY=export npm run bench:scale   (the downloads alone; no learners seeded)
 */
import { mkdirSync, writeFileSync } from 'node:fs'

import pg from 'pg'

import { startStack } from '../scripts/lib/stack'
import { downloadBatchSize } from '../src/plugins/exports/downloadBatchSize'
import { keysetPageSize } from '../src/plugins/exports/keysetDownloadRequest'
import { registerBenchLearner, staffBenchToken } from './lib/benchApi'
import { completeQuery, progressQuery } from './lib/benchLearner'
import { measureLoad, type LoadFigures } from './lib/load'
import { downloadWithMemory, type DownloadFigures } from './lib/memoryDuringDownload'
import { refreshDerived, resetBenchLearner, seedCourses, seedLearners, seedSignups } from './lib/scaleSeed'
import { summarise, timeRuns } from './lib/stats'
import { measuredWrites } from './lib/benchSettings'

const seconds = Number(process.env.SECONDS ?? 6)
const exportTimeoutSeconds = Number(process.env.EXPORT_TIMEOUT_SECONDS ?? 600)
// The waiting-list downloads: the app's keyset paging, and the plugin's OFFSET paging it still uses for other orders.
const exportVariants = [
  { name: `keyset (the app), ${keysetPageSize.toLocaleString('en-GB')} a page`, data: {} },
  { name: `OFFSET (the plugin, sorted by name), ${downloadBatchSize.toLocaleString('en-GB')} a page`, data: { sort: 'name' } },
]
const only = (process.env.ONLY ?? '').split(',').filter(Boolean)
const wanted = (part: string) => only.length === 0 || only.includes(part)
const learnerParts = ['catalogue', 'course', 'progress', 'complete', 'sql', 'admin']
// FRACTION=0.05 shrinks both scales, for a quick check that the script runs.
const fraction = Number(process.env.FRACTION ?? 1)
const scales = [
  { name: '1x', learners: 10_000 * fraction, signups: 50_000 * fraction },
  { name: '10x', learners: 100_000 * fraction, signups: 500_000 * fraction },
]
// No scheduled job may start in the middle of a measurement (the hourly maintenance, the daily reminder sweep).
const quietCrons = { MAINTENANCE_CRON: '0 0 1 1 *', REMINDER_CRON: '0 0 1 1 *', DIGEST_CRON: '0 0 1 1 *' }

const stack = await startStack({ name: 'scale', reuseBuild: process.env.BUILD !== '1', echoServerLog: false, settings: { RATE_LIMIT_MAX: '1000000', ...measuredWrites, ...quietCrons } })
const db = new pg.Client({ connectionString: stack.env.DATABASE_URL })
await db.connect()
Object.assign(process.env, { DATABASE_URL: stack.env.DATABASE_URL, PAYLOAD_SECRET: stack.env.PAYLOAD_SECRET, ...quietCrons })
const { getPayload } = await import('payload')
const { default: config } = await import('../payload.config')
const payload = await getPayload({ config })
const { programmeFigures } = await import('../src/domains/reports/programmeFigures')
const { stuckLearners } = await import('../src/domains/reports/reports')
const { mailFigures, waitingMail } = await import('../src/domains/mail/mailReports')

type Figures = { p50Ms: number; p99Ms: number; requestsPerSecond: number | null; errors: number }
type Row = { call: string; kind: 'load' | 'timed'; learnerCall: boolean; figures: Record<string, Figures> }
const rows: Row[] = []
const exports: Record<string, DownloadFigures & { signups: number }> = {}
const failures: Record<string, string> = {}
const seeding: Record<string, { seconds: number; learners: number; enrolments: number; progressRows: number; signups: number }> = {}

const record = (call: string, kind: Row['kind'], learnerCall: boolean, scale: string, figures: Figures) => {
  let row = rows.find((candidate) => candidate.call === call)
  if (!row) rows.push((row = { call, kind, learnerCall, figures: {} }))
  row.figures[scale] = figures
  console.info(`[scale] ${scale} ${call}: p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms${figures.requestsPerSecond === null ? '' : `, ${figures.requestsPerSecond} req/s`}`)
}
const fromLoad = (figures: LoadFigures): Figures => figures
const fromTimes = (durations: number[]): Figures => {
  const summary = summarise(durations)
  return { p50Ms: summary.p50, p99Ms: summary.p99, requestsPerSecond: null, errors: 0 }
}
const load = async (options: Parameters<typeof measureLoad>[0]) => {
  await measureLoad({ ...options, seconds: 2 })
  return measureLoad(options)
}
const count = async (table: string) => Number((await db.query(`SELECT count(*) FROM ${table}`)).rows[0].count)

try {
  const staffToken = await staffBenchToken(stack.baseUrl, stack.env.SEED_ADMIN_EMAIL ?? '', stack.env.SEED_ADMIN_PASSWORD ?? '')
  const courseIds = await seedCourses(db)
  const learner = await registerBenchLearner(stack.baseUrl)
  let seededLearners = 0
  let seededSignups = 0

  for (const scale of scales) {
    const started = performance.now()
    if (learnerParts.some(wanted)) await seedLearners(db, courseIds, seededLearners + 1, scale.learners)
    await seedSignups(db, seededSignups + 1, scale.signups)
    ;[seededLearners, seededSignups] = [scale.learners, scale.signups]
    await refreshDerived(db)
    seeding[scale.name] = {
      seconds: Math.round((performance.now() - started) / 1000),
      learners: await count('course_users'),
      enrolments: await count('enrollments'),
      progressRows: await count('lesson_progress'),
      signups: await count('program_signups'),
    }
    console.info(`[scale] ${scale.name} seeded in ${seeding[scale.name].seconds} s:`, seeding[scale.name])
    const lessonIds = await resetBenchLearner(db, learner.id, courseIds)
    const asLearner = { cookie: learner.cookie }

    if (wanted('catalogue')) record('GET /api/v1/courses', 'load', true, scale.name, fromLoad(await load({ url: `${stack.baseUrl}/api/v1/courses`, connections: 20, seconds })))
    if (wanted('course')) {
      const url = `${stack.baseUrl}/api/v1/courses/${courseIds[0]}`
      record('GET /api/v1/courses/{id} (enrolled learner)', 'load', true, scale.name, fromLoad(await load({ url, connections: 20, seconds, headers: asLearner })))
    }
    if (wanted('progress')) {
      const url = `${stack.baseUrl}/api/v1/enrollments/progress`
      record('GET /api/v1/enrollments/progress (20 x 50)', 'load', true, scale.name, fromLoad(await load({ url, connections: 50, seconds, headers: asLearner })))
    }
    if (wanted('complete')) {
      const randomLesson = () => lessonIds[Math.floor(Math.random() * lessonIds.length)]
      const figures = await load({
        url: `${stack.baseUrl}/api/v1/lessons/${randomLesson()}/complete`,
        path: () => `/api/v1/lessons/${randomLesson()}/complete`,
        connections: 50,
        seconds,
        method: 'POST',
        headers: { ...asLearner, 'content-type': 'application/json' },
        body: () => '{}',
      })
      record('POST /api/v1/lessons/{id}/complete', 'load', true, scale.name, fromLoad(figures))
      await resetBenchLearner(db, learner.id, courseIds)
    }
    if (wanted('sql')) {
      // The same SQL straight on Postgres, one statement at a time: the part of each call that data could slow down.
      record('progress SQL alone', 'timed', true, scale.name, fromTimes(await timeRuns(200, 20, () => db.query(progressQuery(learner.id)))))
      const randomLesson = () => lessonIds[Math.floor(Math.random() * lessonIds.length)]
      record('completion SQL alone', 'timed', true, scale.name, fromTimes(await timeRuns(500, 50, () => db.query(completeQuery(learner.id, randomLesson())))))
      await resetBenchLearner(db, learner.id, courseIds)
    }
    if (wanted('admin')) {
      // What the admin home computes (src/plugins/reports/views/ProgrammeDashboard.tsx), called as it calls it; the page
      // itself loads its dashboard after the first response, so timing GET /admin would not include these.
      const adminFigures = () => Promise.all([programmeFigures(payload), stuckLearners(payload, new Date(), 10), mailFigures(payload), waitingMail(payload)])
      try {
        record('admin home figures (programme, stuck, mail)', 'timed', false, scale.name, fromTimes(await timeRuns(10, 2, adminFigures)))
      } catch (error) {
        failures[`${scale.name} admin home figures`] = (error as { cause?: Error }).cause?.message ?? (error as Error).message
        console.error(`[scale] ${scale.name} admin home figures failed:`, failures[`${scale.name} admin home figures`])
      }
    }
    if (wanted('export')) {
      // Each download on a fresh server, warmed with a short export, so every one starts from the same memory.
      const download = (data: Record<string, unknown>) => ({
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `JWT ${staffToken}` },
        body: JSON.stringify({ data: { collectionSlug: 'program-signups', format: 'csv', ...data } }),
      })
      for (const variant of exportVariants) {
        const name = variant.name
        await stack.restartApp()
        await (await fetch(`${stack.baseUrl}/api/exports/download`, download({ ...variant.data, limit: 100 }))).text()
        const figures = await downloadWithMemory(`${stack.baseUrl}/api/exports/download`, download(variant.data), stack.appPid()!, exportTimeoutSeconds)
        exports[`${scale.name}, ${name}`] = { ...figures, signups: seeding[scale.name].signups }
        console.info(`[scale] ${scale.name} waiting-list CSV, ${name}:`, figures)
      }
    }
  }

  const table = rows.map((row) => {
    const [one, ten] = [row.figures['1x'], row.figures['10x']]
    const ratio =
      one && ten
        ? Math.round((row.kind === 'load' ? one.requestsPerSecond! / ten.requestsPerSecond! : ten.p50Ms / Math.max(one.p50Ms, 0.01)) * 100) / 100
        : null
    return {
      call: row.call,
      '1x p50 ms': one?.p50Ms,
      '1x p99 ms': one?.p99Ms,
      '1x req/s': one?.requestsPerSecond ?? '-',
      '10x p50 ms': ten?.p50Ms,
      '10x p99 ms': ten?.p99Ms,
      '10x req/s': ten?.requestsPerSecond ?? '-',
      errors: (one?.errors ?? 0) + (ten?.errors ?? 0),
      ratio,
      goal: row.learnerCall ? '<= 1.5x' : '-',
      met: row.learnerCall ? (ratio !== null && ratio <= 1.5 ? 'yes' : 'no') : '-',
    }
  })
  console.table(seeding)
  if (Object.keys(failures).length) console.table(failures)
  console.table(table)
  console.table(
    Object.entries(exports).map(([download, figures]) => ({
      download,
      signups: figures.signups,
      'rows written': Math.max(0, figures.lines - 1),
      seconds: figures.timedOut ? `> ${figures.seconds}` : figures.seconds,
      'rows/s': Math.round(Math.max(0, figures.lines - 1) / figures.seconds),
      'server RSS before MB': figures.rssBeforeMb,
      'peak MB': figures.rssPeakMb,
      'rise MB': figures.rssRiseMb,
    })),
  )
  mkdirSync('bench/results', { recursive: true })
  writeFileSync('bench/results/scale.json', JSON.stringify({ seconds, fraction, seeding, rows, table, exports, failures }, null, 2))
} finally {
  await payload.destroy()
  await db.end()
  await stack.stop()
}
