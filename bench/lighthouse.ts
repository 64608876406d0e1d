/**
 * Browser budgets: Lighthouse (mobile preset, simulated throttling) in Debian's Chromium on the public pages, the
 * learner area's home and catalogue, and a lesson page as a signed-in, enrolled learner sees it; against the
 * production build on a throwaway database, plus the first-load JavaScript of each page.
 *
 *   npm run bench:lighthouse          (BUILD=1 rebuilds first; CHROMIUM_PATH overrides /usr/bin/chromium)
 */
import { mkdirSync, writeFileSync } from 'node:fs'

import { chromium } from '@playwright/test'
import lighthouse from 'lighthouse'

import { freePort } from '../scripts/lib/freePort'
import { startStack } from '../scripts/lib/stack'
import { enrolledLearner } from './lib/enrolledLearner'
import { firstLoadJs } from './lib/firstLoadJs'

const budgets = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100, firstLoadJsKb: 120 }

const stack = await startStack({ name: 'lighthouse', reuseBuild: process.env.BUILD !== '1' })
const port = await freePort()
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [`--remote-debugging-port=${port}`, '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})
const rows: Record<string, Record<string, number | string>> = {}
try {
  const learner = await enrolledLearner(stack.baseUrl)
  const pages: { path: string; headers?: Record<string, string> }[] = [
    { path: '/' },
    { path: '/privacy-policy' },
    { path: '/accessibility' },
    { path: '/v1' },
    { path: '/v1/courses' },
    { path: `/v1/lessons/${learner.firstLessonId}`, headers: { cookie: learner.cookie } },
  ]
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
    const { categories, audits } = result.lhr
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
    rows[path] = {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      'LCP ms': Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      CLS: Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
      'TBT ms': Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      'first-load JS KB (gz)': (await firstLoadJs(url, headers)).gzippedKb,
    }
    const failing = Object.entries(audits)
      .filter(([, audit]) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
      .map(([id]) => id)
    for (const id of failing) {
      const items = (audits[id]?.details as { items?: unknown[] } | undefined)?.items ?? []
      console.info(`${path}: failing audit ${id}: ${JSON.stringify(items).slice(0, 400)}`)
    }
  }
  console.table(rows)
  console.info(`Budgets: ${JSON.stringify(budgets)}`)
  mkdirSync('bench/results', { recursive: true })
  writeFileSync('bench/results/lighthouse.json', JSON.stringify({ budgets, pages: rows }, null, 2))
} finally {
  await browser.close()
  await stack.stop()
}
