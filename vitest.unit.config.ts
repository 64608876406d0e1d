import path from 'node:path'

import { defineConfig } from 'vitest/config'

const root = path.dirname(new URL(import.meta.url).pathname)

/** Unit tests: pure rules only (no server, no database), in seconds. `npm test` runs them first. */
export default defineConfig({
  resolve: { alias: { '@': path.join(root, 'src') } },
  test: {
    include: ['tests/unit/**/*.unit.spec.ts'],
    environment: 'node',
    // npm test runs these beside the type check, lint and the build, so a test that takes 1 s alone can take 5 s there.
    testTimeout: 20_000,
    // Pure rules keep no state between files, so one shared module graph in worker threads is safe, and a third
    // of the time of a fresh process per file.
    pool: 'threads',
    isolate: false,
  },
})
