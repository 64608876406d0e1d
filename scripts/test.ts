/**
 * `npm test` (and test:int / test:e2e): every suite against real stacks (see scripts/lib/stack.ts), removed afterwards.
 * `npm test` first runs the static checks (typecheck, lint, unit tests) side by side with the build, and stops when
 * one fails.
 * SKIP_BUILD=1 reuses an existing build. Arguments after the suite go to its runner, e.g.
 * `SKIP_BUILD=1 npm run test:int -- tests/int/api/profile` runs one file. The integration suite runs in INT_PARTS
 * parts side by side (README, "Configuration"), each on a stack of its own; the browser tests then run on the first.
 */
import { rmSync } from 'node:fs'
import { availableParallelism } from 'node:os'

import { missingChromiumMessage } from './lib/chromium'
import { copyBuild } from './lib/nextBuild'
import { bin, run } from './lib/run'
import { runStaticChecks } from './lib/checks'
import { startStack } from './lib/stack'
import { failedTestsSummary, slowestFilesSummary, vitestJsonReport } from './lib/testReport'

const [suite = 'all', ...filters] = process.argv.slice(2)
if (!['all', 'int', 'e2e'].includes(suite)) throw new Error(`Unknown suite "${suite}": use int, e2e or all`)

// Browser tests, and a few integration tests, drive Chromium: say so now rather than after the integration suite.
const noChromium = missingChromiumMessage()
if (noChromium) {
  console.error(noChromium)
  process.exit(1)
}

/**
 * INT_PARTS, else two parts on two cores or more (measured on two cores within the hour: the whole suite in 1,056 s as
 * one part, in 769 s as two, the slower part); a run naming one file is one part (a second stack would only wait).
 */
const integrationParts = (): number => {
  if (suite === 'e2e') return 1
  if (process.env.INT_PARTS) return Math.max(1, Number.parseInt(process.env.INT_PARTS, 10) || 1)
  if (filters.filter((filter) => !filter.startsWith('-')).length === 1) return 1
  return Math.min(2, availableParallelism())
}

// Suites register many learners and mistype many passwords from one address; tests/int/api/rate-limits and
// sign-in-throttle check the limits on servers of their own. Maintenance runs once a year here: a job the hourly
// schedule queues for the next hour would hold back tests/int/maintenance's every-second schedule (Payload
// schedules a task only while none of its scheduled jobs is waiting). The same holds for the reminder sweep and the
// staff digest (tests/int/mail runs them on servers of its own); mail is retried within seconds.
const settings = {
  RATE_LIMIT_MAX: '100000',
  UPLOAD_RATE_LIMIT_MAX: '100000',
  LOGIN_ADDRESS_MAX_FAILURES: '100000',
  // Suites mark many lessons complete in a row; tests/int/api/completion-record paces them on a server of its own.
  MARK_COMPLETE_MAX_PAUSE_SECONDS: '0',
  MAINTENANCE_CRON: '0 0 1 1 *',
  REMINDER_CRON: '0 0 1 1 *',
  CALL_REMINDER_CRON: '0 0 1 1 *',
  DIGEST_CRON: '0 0 1 1 *',
  // Mail at 20 a second (5 first, 15 bulk, every second), so tests wait for mail in seconds.
  MAIL_SENDS_PER_MINUTE: '1200',
  MAIL_RETRIES: '2',
  MAIL_RETRY_DELAY_SECONDS: '1',
}

const startedAt = Date.now()
let failed = false
const parts = integrationParts()
const staticChecks = suite === 'all' && filters.length === 0 ? runStaticChecks() : Promise.resolve(true)
const stack = await startStack({ name: 'test', reuseBuild: process.env.SKIP_BUILD === '1', settings })
if (!(await staticChecks)) {
  await stack.stop()
  console.error('[test] FAILED: a static check failed (above); no integration or browser test ran')
  process.exit(1)
}
/** Runs `work` on another part's stack, on a copy of the first one's build (its own pages to revalidate), removed after. */
const onOtherStack = async (part: number, work: (partStack: typeof stack) => Promise<void>) => {
  const distDir = `${stack.env.NEXT_DIST_DIR}-part${part}`
  copyBuild(stack.env, distDir)
  try {
    const partStack = await startStack({ name: `test_part${part}`, reuseBuild: true, settings: { ...settings, NEXT_DIST_DIR: distDir } })
    try {
      await work(partStack)
    } finally {
      await partStack.stop()
    }
  } finally {
    rmSync(distDir, { recursive: true, force: true })
  }
}
try {
  const runSuite = async (name: string, command: string, args: string[], env: NodeJS.ProcessEnv) => {
    try {
      await run(command, args, { ...env, NODE_ENV: 'test' })
    } catch {
      console.error(`[test] ${name} failed`)
      failed = true
    }
  }
  if (suite !== 'e2e') {
    const runPart = async (part: number, partStack: typeof stack) => {
      const name = `Integration tests, part ${part} of ${parts}`
      console.info(`[test] ${name} on ${partStack.baseUrl}`)
      await runSuite(name, bin('vitest'), ['run', ...vitestJsonReport(part), `--shard=${part}/${parts}`, '--passWithNoTests', ...filters], partStack.env)
    }
    if (parts === 1) await runSuite('Integration tests', bin('vitest'), ['run', ...vitestJsonReport(), ...filters], stack.env)
    else await Promise.all(Array.from({ length: parts }, (_, index) => (index === 0 ? runPart(1, stack) : onOtherStack(index + 1, (partStack) => runPart(index + 1, partStack)))))
    console.info(slowestFilesSummary())
  }
  if (suite !== 'int') await runSuite('End-to-end tests', bin('playwright'), ['test', ...filters], stack.env)
} finally {
  await stack.stop()
}
// CI shows the end of the output: name the failed integration tests there, after the browser tests' own list.
const summary = failedTestsSummary()
if (failed) console.error(summary)
console.info(`[test] ${failed ? 'FAILED' : 'Passed'} in ${Math.round((Date.now() - startedAt) / 1000)} s`)
process.exit(failed ? 1 : 0)
