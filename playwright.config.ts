import { defineConfig, devices } from '@playwright/test'

import { chromiumPath } from './scripts/lib/chromium'

/**
 * End-to-end tests: run by scripts/test.ts against the real built server. They drive Debian's Chromium
 * (never a downloaded browser): /usr/bin/chromium, or CHROMIUM_PATH.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // Generous bounds, not waits: every step waits on a condition. CI's machine has run the same tests 2.5 to 4 times
  // slower than an idle one (a 14 s journey past 60 s), and a bound that close turns a slow run into a failed one.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  // The 15 slowest spec files, printed at the end of every run.
  reportSlowTests: { max: 15, threshold: 0 },
  use: {
    baseURL: process.env.TEST_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The site's service worker is tested by offline.spec.ts and installable.spec.ts, which allow it; elsewhere it
    // would only add an install to every page.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromiumPath(),
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            // A fake microphone (a steady tone) for the workbook's voice notes; it answers only where a page asks for one.
            '--use-fake-device-for-media-stream',
            '--use-fake-ui-for-media-stream',
          ],
        },
      },
    },
  ],
})
