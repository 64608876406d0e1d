import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

/**
 * A path the README, a note or a comment names is a promise to the next reader: when a file moves, the words that
 * point at it move too. Checks every `src/…`, `scripts/…`, `tests/…`, `bench/…` path written in the repository's
 * Markdown and source files.
 */
const trackedFiles = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(md|tsx?|mjs)$/.test(file) && !file.startsWith('src/migrations/') && existsSync(file))

// A path, and the character after it: `cover-*.webp` or `<name>` make it a pattern, not a file.
const namedPath = /(?<![\w/.@-])((?:src|scripts|tests|bench|public|deploy)\/[\w.()[\]/-]*[\w\])/-])(.?)/g

/** `src/app/(frontend)/v1/...`: a path as written, less a bracket that only closes the sentence around it. */
const trimmed = (path: string) => (path.split('(').length < path.split(')').length ? path.slice(0, path.lastIndexOf(')')) : path).replace(/\/$/, '')

/** A test or module may be named without its extension (`tests/int/mail`, `src/lib/server/http/rateLimit`). */
const exists = (path: string) => ['', '.ts', '.tsx', '.int.spec.ts', '.unit.spec.ts', '.spec.ts'].some((extension) => existsSync(`${path}${extension}`))

/** Build and bench output (`public/sw.js`, `bench/results/…`) is named before it exists. */
const ignoredByGit = (paths: string[]) => {
  if (paths.length === 0) return new Set<string>()
  try {
    return new Set(execFileSync('git', ['check-ignore', '--no-index', ...paths.flatMap((path) => [path, `${path}/`])], { encoding: 'utf8' }).split('\n').filter(Boolean).map((path) => path.replace(/\/$/, '')))
  } catch (error) {
    // Exit status 1: none of them is ignored.
    return new Set(String((error as { stdout?: string }).stdout ?? '').split('\n').filter(Boolean).map((path) => path.replace(/\/$/, '')))
  }
}

const missingPaths = () => {
  const named = trackedFiles.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(namedPath)]
      .filter(([, , next]) => !['*', '<', '{'].includes(next))
      .map(([, path]) => ({ file, path: trimmed(path) }))
      .filter(({ path }) => !exists(path)),
  )
  const ignored = ignoredByGit([...new Set(named.map(({ path }) => path))])
  return named.filter(({ path }) => !ignored.has(path)).map(({ file, path }) => `${file}: ${path}`)
}

describe('paths named in the README and comments', () => {
  it('all exist', () => {
    expect(missingPaths()).toEqual([])
  })
})
