import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * Browser code calls the API through the contract's route table (`callApi`, `apiPath`), never by a path written by
 * hand: a path changed in src/lib/contract/routes.ts then changes every screen that calls it.
 */
const browserCode = ['src/components', 'src/lib/browser', 'src/app/(frontend)', 'src/app/sw.ts']

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
  })

  it('writes no /api/v1 path by hand: it names the operation (callApi, apiPath)', () => {
    const handWritten = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => (handWrittenApiPath.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    )
    expect(handWritten).toEqual([])
  })
})
