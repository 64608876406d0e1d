import { createHash } from 'node:crypto'
import { cpSync, existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { DEPLOYMENT_ID_FILE } from '../../src/lib/server/deploymentId'
import { bin, run } from './run'

const distDir = (env: NodeJS.ProcessEnv): string => env.NEXT_DIST_DIR || '.next'

/** What a build is made from: the app's source, its public files and the settings and lockfile next build reads. */
const BUILD_INPUTS = ['src', 'public', 'payload.config.ts', 'next.config.ts', 'tsconfig.json', 'postcss.config.mjs', 'package-lock.json']
/** Files the build itself writes into public/ (the service worker), which must not make the build look stale. */
const WRITTEN_BY_THE_BUILD = /^public\/(sw\.js(\.map)?|swe-worker-.*\.js)$/

const filesUnder = (entry: string): string[] => {
  if (!existsSync(entry)) return []
  if (!statSync(entry).isDirectory()) return [entry]
  return readdirSync(entry, { recursive: true, withFileTypes: true })
    .filter((item) => item.isFile())
    .map((item) => path.join(item.parentPath, item.name))
}

/** A hash of every build input's path and content: a `git pull` or an edit changes it. About 0.2 s. */
export const sourceFingerprint = (): string => {
  const hash = createHash('sha256')
  const files = BUILD_INPUTS.flatMap(filesUnder)
    .filter((file) => !WRITTEN_BY_THE_BUILD.test(file))
    .sort()
  for (const file of files) hash.update(file).update('\0').update(readFileSync(file)).update('\0')
  return hash.digest('hex')
}

const stampFile = (env: NodeJS.ProcessEnv): string => path.join(distDir(env), 'solving-tech-source.txt')

/**
 * The build's deployment id (next.config.ts): DEPLOYMENT_ID when the release pipeline names it, otherwise the start of
 * the sources' fingerprint, so one source builds to one id wherever it is built.
 */
export const deploymentIdFor = (env: NodeJS.ProcessEnv, fingerprint: string): string => env.DEPLOYMENT_ID?.trim() || fingerprint.slice(0, 20)

/** Is there a build, and was it made from the code as it is now? An older build is never served against newer code. */
export const hasProductionBuild = (env: NodeJS.ProcessEnv = process.env): boolean => {
  if (!existsSync(path.join(distDir(env), 'BUILD_ID'))) return false
  const stamp = existsSync(stampFile(env)) ? readFileSync(stampFile(env), 'utf8').trim() : ''
  if (stamp === sourceFingerprint()) return true
  console.info('[build] The code has changed since the last build (a git pull, or an edit): building again.')
  return false
}

/** `next build` with webpack (Payload's supported bundler for production builds), stamped with what it was made from. */
export const buildNextApp = async (env: NodeJS.ProcessEnv): Promise<void> => {
  const started = Date.now()
  const fingerprint = sourceFingerprint()
  console.info('[build] Building the production app (about a minute)...')
  const deploymentId = deploymentIdFor(env, fingerprint)
  await run(bin('next'), ['build', '--webpack'], { ...env, NODE_OPTIONS: '--no-deprecation', NEXT_TELEMETRY_DISABLED: '1', NEXT_DEPLOYMENT_ID: deploymentId })
  writeFileSync(stampFile(env), `${fingerprint}\n`)
  writeFileSync(path.join(distDir(env), DEPLOYMENT_ID_FILE), `${deploymentId}\n`)
  console.info(`[build] Done in ${Math.round((Date.now() - started) / 1000)} s`)
}

/**
 * A copy of the build in `env`'s folder at `toDir`, for a second server beside the first (the integration suite's parts),
 * without the build cache: each server writes the pages it revalidates into its own folder, never into the other's.
 */
export const copyBuild = (env: NodeJS.ProcessEnv, toDir: string): void => {
  const from = distDir(env)
  rmSync(toDir, { recursive: true, force: true })
  cpSync(from, toDir, { recursive: true, filter: (source) => source !== path.join(from, 'cache') })
}
