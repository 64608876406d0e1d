import { rmSync } from 'node:fs'
import path from 'node:path'

/**
 * Next keeps its data cache (unstable_cache) on disk, and it outlives the process: it holds rows of whatever
 * database the last run used. Servers start with it empty so a page never shows a course from another database;
 * while they run, staff saves expire it by tag.
 */
export const clearDataCache = (distDir = process.env.NEXT_DIST_DIR || '.next'): void =>
  rmSync(path.join(process.cwd(), distDir, 'cache', 'fetch-cache'), { recursive: true, force: true })
