/**
 * Browser budgets: Lighthouse (mobile preset, simulated throttling) in Debian's Chromium on the public pages, the
 * learner area's home and catalogue, a course page, and a lesson page as a signed-in, enrolled learner sees it; against
 * the production build on a throwaway database, plus the first-load JavaScript of each page.
 *
 * Each page runs RUNS times (3 unless set), taken in turns so the machine's noise falls on every page alike; the table
 * gives the median and the spread. Blocking time and first-load JavaScript are judged against the static pages of the
 * same run, which ship only the framework's own code: the floor.
 *
 * Then a first visit to /, /v1 and the lesson in a fresh phone-sized browser, with and without the browser's data
 * saver (Save-Data): document requests, pages fetched ahead, and requests and bytes on the wire until the network is idle;
 * and the lesson again with its action opened (its form loads only then).
 *
 *   npm run bench:lighthouse          (BUILD=1 rebuilds first; CHROMIUM_PATH overrides /usr/bin/chromium;
 *                                      PROFILE=1 prints where each page's main-thread time went;
 *                                      RUNS=0 measures the first visits only)
 */
import { mkdirSync, writeFileSync } from 'node:fs'

import { chromium } from '@playwright/test'
import lighthouse from 'lighthouse'

import { chromiumPath } from '../scripts/lib/chromium'
import { freePort } from '../scripts/lib/freePort'
import { startStack } from '../scripts/lib/stack'
import { featuredCourseId } from './lib/benchApi'
import { enrolledLearner } from './lib/enrolledLearner'
import { firstLoadJs } from './lib/firstLoadJs'
import { measureFirstVisit, type FirstVisitFigures } from './lib/firstVisit'
import { median, medianAndSpread } from './lib/runSpread'

const runs = Number(process.env.RUNS ?? 3)
const staticPages = ['/privacy-policy', '/accessibility']
const goals = { blockingMsOverStatic: 200, firstLoadKbOverStatic: 15, seo: 100, accessibility: 100 }
const metrics = ['performance', 'accessibility', 'best-practices', 'seo', 'LCP ms', 'CLS', 'TBT ms'] as const
type Metric = (typeof metrics)[number]

const stack = await startStack({ name: 'lighthouse', reuseBuild: process.env.BUILD !== '1' })
const port = await freePort()
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: [
    `--remote-debugging-port=${port}`,
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
})

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']

const figuresOf = ({ categories, audits }: LighthouseResult): Record<Metric, number> => {
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    'LCP ms': Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    CLS: Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
    'TBT ms': Math.round(audits['total-blocking-time']?.numericValue ?? 0),
  }
}

const failingAudits = (path: string, { audits }: LighthouseResult) => {
  for (const [id, audit] of Object.entries(audits)) {
    if (audit.score === null || audit.score >= 1 || audit.scoreDisplayMode !== 'binary') continue
    const items = (audit.details as { items?: unknown[] } | undefined)?.items ?? []
    console.info(`${path}: failing audit ${id}: ${JSON.stringify(items).slice(0, 400)}`)
  }
}

/** Where the main thread's time went (PROFILE=1): by kind of work, and by script. */
const profile = (path: string, { audits }: LighthouseResult) => {
  type Item = Record<string, unknown>
  const items = (id: string) => ((audits[id]?.details as { items?: Item[] } | undefined)?.items ?? []).slice(0, 8)
  console.info(`\n${path}: main-thread work`)
  console.table(items('mainthread-work-breakdown').map((item) => ({ work: item.groupLabel, ms: Math.round(Number(item.duration)) })))
  console.info(`${path}: script start-up`)
  console.table(
    items('bootup-time').map((item) => ({
      script: String(item.url).replace(stack.baseUrl, ''),
      total: Math.round(Number(item.total)),
      scripting: Math.round(Number(item.scripting)),
      parse: Math.round(Number(item.scriptParseCompile)),
    })),
  )
  console.info(`${path}: long tasks`)
  console.table(
    items('long-tasks').map((item) => ({
      script: String(item.url).replace(stack.baseUrl, ''),
      start: Math.round(Number(item.startTime)),
      ms: Math.round(Number(item.duration)),
    })),
  )
}

try {
  const learner = await enrolledLearner(stack.baseUrl)
  const courseId = await featuredCourseId(stack.baseUrl)
  const pages: { path: string; label?: string; headers?: Record<string, string> }[] = [
    { path: '/' },
    ...staticPages.map((path) => ({ path })),
    { path: '/v1' },
    { path: '/v1/courses' },
    { path: `/v1/courses/${courseId}`, label: 'a course' },
    { path: `/v1/lessons/${learner.firstLessonId}`, label: 'a lesson (enrolled learner)', headers: { cookie: learner.cookie } },
  ]
  const firstVisits: Record<string, FirstVisitFigures> = {}
  for (const { path, label, headers } of pages.filter(({ path }) => path === '/' || path === '/v1' || path.startsWith('/v1/lessons/'))) {
    for (const saveData of [false, true]) {
      firstVisits[`${label ?? path}${saveData ? ', Save-Data' : ''}`] = await measureFirstVisit(browser, `${stack.baseUrl}${path}`, { saveData, cookie: headers?.cookie })
    }
  }
  // The lesson's action loads its form only when opened: what opening it costs on top of the lesson.
  const lesson = pages.find(({ path }) => path.startsWith('/v1/lessons/'))!
  firstVisits['a lesson, its action opened'] = await measureFirstVisit(browser, `${stack.baseUrl}${lesson.path}`, {
    cookie: lesson.headers?.cookie,
    then: async (page) => {
      await page.getByRole('button', { name: 'Answer this action' }).click()
      await page.getByRole('button', { name: 'Send to my coach' }).waitFor()
    },
  })
  console.info('\nFirst visit, fresh browser, until the network is idle: document requests, pages fetched ahead, requests and KB on the wire.')
  console.table(firstVisits)
  mkdirSync('bench/results', { recursive: true })
  writeFileSync('bench/results/first-visit.json', JSON.stringify(firstVisits, null, 2))

  const results = new Map<string, Record<Metric, number>[]>(pages.map(({ path }) => [path, []]))
  for (let run = 1; run <= runs; run += 1) {
    for (const { path, headers = {} } of pages) {
      const url = `${stack.baseUrl}${path}`
      await fetch(url, { headers }) // warm the server's cache, as a visitor after the first would find it
      const result = await lighthouse(url, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        extraHeaders: headers,
      })
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`)
      results.get(path)?.push(figuresOf(result.lhr))
      if (run === runs) failingAudits(path, result.lhr)
      if (run === runs && process.env.PROFILE === '1') profile(path, result.lhr)
    }
    console.info(`[lighthouse] run ${run} of ${runs} done`)
  }

  // RUNS=0: the first visits alone.
  if (runs > 0) {
    const firstLoadKb = new Map<string, number>()
    for (const { path, headers } of pages) firstLoadKb.set(path, (await firstLoadJs(`${stack.baseUrl}${path}`, headers)).gzippedKb)
    const staticBlockingMs = median(staticPages.flatMap((path) => (results.get(path) ?? []).map((figures) => figures['TBT ms'])))
    const staticFirstLoadKb = Math.min(...staticPages.map((path) => firstLoadKb.get(path) ?? Infinity))

    const rows: Record<string, Record<string, string | number>> = {}
    const checks: Record<string, { blockingMs: number; firstLoadKb: number; seo: number; accessibility: number; met: boolean }> = {}
    for (const { path, label } of pages) {
      const figures = results.get(path) ?? []
      const of = (metric: Metric) => figures.map((run) => run[metric])
      const blockingMs = median(of('TBT ms'))
      const kb = firstLoadKb.get(path) ?? 0
      const met =
        blockingMs - staticBlockingMs <= goals.blockingMsOverStatic &&
        kb - staticFirstLoadKb <= goals.firstLoadKbOverStatic &&
        median(of('accessibility')) >= goals.accessibility
      checks[path] = { blockingMs, firstLoadKb: kb, seo: median(of('seo')), accessibility: median(of('accessibility')), met }
      rows[label ?? path] = {
        ...Object.fromEntries(metrics.map((metric) => [metric, metric === 'CLS' ? median(of(metric)) : medianAndSpread(of(metric))])),
        'TBT over static': Math.round(blockingMs - staticBlockingMs),
        'first-load JS KB (gz)': kb,
        'KB over static': Math.round((kb - staticFirstLoadKb) * 10) / 10,
        met: met ? 'yes' : 'no',
      }
    }
    console.info(`\nMedian (min–max) of ${runs} runs each. Static pages: blocking ${staticBlockingMs} ms, first-load JS ${staticFirstLoadKb} KB.`)
    console.table(rows)
    console.info(
      `Goals: blocking time within ${goals.blockingMsOverStatic} ms and first-load JS within ${goals.firstLoadKbOverStatic} KB of the static pages'; accessibility ${goals.accessibility}.`,
    )
    mkdirSync('bench/results', { recursive: true })
    writeFileSync(
      'bench/results/lighthouse.json',
      JSON.stringify(
        {
          runs,
          goals,
          staticBlockingMs,
          staticFirstLoadKb,
          pages: Object.fromEntries(pages.map(({ path }) => [path, { runs: results.get(path), ...checks[path] }])),
        },
        null,
        2,
      ),
    )
  }
} finally {
  await browser.close()
  await stack.stop()
}
