import { existsSync } from 'node:fs'

import { bin, run } from './run'

export const hasProductionBuild = (env: NodeJS.ProcessEnv = process.env): boolean => existsSync(`${env.NEXT_DIST_DIR || '.next'}/BUILD_ID`)

/** `next build` with webpack (Payload's supported bundler for production builds). */
export const buildNextApp = async (env: NodeJS.ProcessEnv): Promise<void> => {
  const started = Date.now()
  console.info('[build] Building the production app (about a minute)...')
  await run(bin('next'), ['build', '--webpack'], { ...env, NODE_OPTIONS: '--no-deprecation', NEXT_TELEMETRY_DISABLED: '1' })
  console.info(`[build] Done in ${Math.round((Date.now() - started) / 1000)} s`)
}
