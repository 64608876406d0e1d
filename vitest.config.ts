import path from 'node:path'

import { defineConfig } from 'vitest/config'

import { BalancedShards } from './tests/support/balancedShards'

const root = path.dirname(new URL(import.meta.url).pathname)

/** Integration tests: run by scripts/test.ts against the real built server and a fresh Postgres database. */
export default defineConfig({
  resolve: {
    alias: {
      '@payload-config': path.join(root, 'payload.config.ts'),
      '@': path.join(root, 'src'),
      // Tests are server code: what a server bundle resolves `server-only` to (see scripts/lib/run.ts).
      'server-only': path.join(root, 'node_modules/server-only/empty.js'),
    },
  },
  test: {
    include: ['tests/int/**/*.int.spec.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    // One after another in one worker that keeps its modules: Payload's config, its Local API and the test helpers
    // load once for the whole suite instead of once a file (about 3 s a file).
    isolate: false,
    sequence: { sequencer: BalancedShards },
  },
})
