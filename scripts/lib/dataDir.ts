import { mkdirSync } from 'node:fs'
import path from 'node:path'

/** `.data/` at the repo root holds everything local and generated: the embedded database and the dev secret. */
export const dataDir = (...parts: string[]): string => {
  const root = path.resolve(process.cwd(), '.data')
  mkdirSync(root, { recursive: true })
  return path.join(root, ...parts)
}
