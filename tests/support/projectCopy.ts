import { cpSync, mkdtempSync, realpathSync, rmSync, symlinkSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * Runs `work` in a throwaway copy of what Payload's CLI reads (payload.config.ts, src/, tsconfig.json, package.json and
 * a link to node_modules), plus `extra` entries (e.g. scripts/), so CLI commands that write files (migrate:create,
 * generate:types, ...) never touch the working tree. The copy is removed afterwards.
 */
export const inProjectCopy = async <T>(work: (dir: string) => T | Promise<T>, extra: string[] = []): Promise<T> => {
  const root = process.cwd()
  const dir = mkdtempSync(path.join(os.tmpdir(), 'solvingtech-copy-'))
  try {
    for (const entry of ['payload.config.ts', 'src', 'tsconfig.json', 'package.json', ...extra]) {
      cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true })
    }
    symlinkSync(realpathSync(path.join(root, 'node_modules')), path.join(dir, 'node_modules'), 'dir')
    return await work(dir)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
