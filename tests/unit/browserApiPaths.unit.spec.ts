import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * Browser code calls the API through a module's routes (`apiCaller` and `pathOf`), never by a path written by hand: a
 * path changed in a module's contract/routes.ts then changes every screen that calls it.
 */
const domainScreens = readdirSync('src/domains')
  .map((domain) => `src/domains/${domain}/ui`)
  .filter((folder) => existsSync(folder))
const browserCode = ['src/components', 'src/ui', 'src/lib/browser', 'src/app/(frontend)', 'src/app/sw.ts', ...domainScreens]

/** `/api/v1` as written in a string, and as written in a regular expression (`\/api\/v1`). */
const handWrittenApiPath = /\\?\/api\\?\/v1/

const sourceFilesIn = (entry: string): string[] =>
  statSync(entry).isDirectory()
    ? readdirSync(entry).flatMap((child) => sourceFilesIn(path.join(entry, child)))
    : /\.(ts|tsx|js|mjs)$/.test(entry)
      ? [entry]
      : []

describe('browser code and the API paths', () => {
  const files = browserCode.flatMap(sourceFilesIn)

  it('reads the browser code', () => {
    expect(files.length).toBeGreaterThan(100)
    expect(files).toContain('src/app/sw.ts')
    expect(files).toContain('src/domains/mentoring/ui/MentoringScreen.tsx')
  })

  it('writes no /api/v1 path by hand: it names the route (apiCaller, pathOf)', () => {
    const handWritten = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => (handWrittenApiPath.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    )
    expect(handWritten).toEqual([])
  })
})
