import path from 'node:path'

import { defineConfig } from 'vitest/config'

const root = path.dirname(new URL(import.meta.url).pathname)

/** Unit tests: pure rules only (no server, no database), in seconds. `npm test` runs them first. */
export default defineConfig({
  resolve: { alias: { '@': path.join(root, 'src') } },
  test: {
    include: ['tests/unit/**/*.unit.spec.ts'],
    environment: 'node',
  },
})
