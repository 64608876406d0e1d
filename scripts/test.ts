/**
 * `npm test` (and test:int / test:e2e): every suite against one real stack (see scripts/lib/stack.ts), removed
 * afterwards. SKIP_BUILD=1 reuses an existing build. Arguments after the suite go to its runner, e.g.
 * `SKIP_BUILD=1 npm run test:int -- tests/int/api/profile` runs one file.
 */
import { missingChromiumMessage } from './lib/chromium'
import { bin, run } from './lib/run'
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

const startedAt = Date.now()
let failed = false
const stack = await startStack({
  name: 'test',
  reuseBuild: process.env.SKIP_BUILD === '1',
  // Suites register many learners and mistype many passwords from one address; tests/int/api/rate-limits and
  // sign-in-throttle check the limits on servers of their own. Maintenance runs once a year here: a job the hourly
  // schedule queues for the next hour would hold back tests/int/maintenance's every-second schedule (Payload
  // schedules a task only while none of its scheduled jobs is waiting). The same holds for the reminder sweep and the
  // staff digest (tests/int/mail runs them on servers of its own); mail is retried within seconds.
  settings: {
    RATE_LIMIT_MAX: '100000',
    UPLOAD_RATE_LIMIT_MAX: '100000',
    LOGIN_ADDRESS_MAX_FAILURES: '100000',
    // Suites mark many lessons complete in a row; tests/int/api/completion-record paces them on a server of its own.
    MARK_COMPLETE_MAX_PAUSE_SECONDS: '0',
    MAINTENANCE_CRON: '0 0 1 1 *',
    REMINDER_CRON: '0 0 1 1 *',
    CALL_REMINDER_CRON: '0 0 1 1 *',
    DIGEST_CRON: '0 0 1 1 *',
    MAIL_QUEUE_CRON: '* * * * * *',
    MAIL_RETRIES: '2',
    MAIL_RETRY_DELAY_SECONDS: '1',
  },
})
try {
  const runSuite = async (name: string, command: string, args: string[]) => {
    try {
      await run(command, args, { ...stack.env, NODE_ENV: 'test' })
    } catch {
      console.error(`[test] ${name} failed`)
      failed = true
    }
  }
  if (suite !== 'e2e') {
    await runSuite('Integration tests', bin('vitest'), ['run', ...vitestJsonReport.arguments, ...filters])
    console.info(slowestFilesSummary())
  }
  if (suite !== 'int') await runSuite('End-to-end tests', bin('playwright'), ['test', ...filters])
} finally {
  await stack.stop()
}
// CI shows the end of the output: name the failed integration tests there, after the browser tests' own list.
const summary = failedTestsSummary()
if (failed) console.error(summary)
console.info(`[test] ${failed ? 'FAILED' : 'Passed'} in ${Math.round((Date.now() - startedAt) / 1000)} s`)
process.exit(failed ? 1 : 0)
