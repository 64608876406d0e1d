import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** The file in the build folder that names the build's deployment id (written by scripts/lib/nextBuild.ts). */
export const DEPLOYMENT_ID_FILE = 'solving-tech-deployment-id.txt'

/** Next accepts letters, digits, `-` and `_` only. */
const validId = /^[A-Za-z0-9_-]{1,64}$/

/**
 * The deployment id a server of the build in `distDir` runs with: the one written at build time, so a page and the
 * server answering its next request agree. Undefined when the build has none (built by `next build` directly).
 */
export const builtDeploymentId = (distDir: string): string | undefined => {
  const file = path.join(distDir, DEPLOYMENT_ID_FILE)
  if (!existsSync(file)) return undefined
  const id = readFileSync(file, 'utf8').trim()
  return validId.test(id) ? id : undefined
}
