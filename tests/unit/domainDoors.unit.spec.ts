import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * A domain's door (src/domains/<name>/index.ts) is what the rest of the app uses of it. A name there that nothing
 * outside the domain uses only widens it: the domain's own files import from the file beside them.
 */
const domains = readdirSync('src/domains', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(`src/domains/${entry.name}/index.ts`))
  .map((entry) => entry.name)

const sourceFilesIn = (entry: string): string[] =>
  statSync(entry).isDirectory() ? readdirSync(entry).flatMap((child) => sourceFilesIn(path.join(entry, child))) : /\.(ts|tsx)$/.test(entry) ? [entry] : []

const everyFile = ['src', 'tests', 'scripts', 'bench', 'server.ts', 'payload.config.ts'].flatMap(sourceFilesIn).map((file) => ({ file, text: readFileSync(file, 'utf8') }))

/** The names a door exports: `export { a, b as c } from './x'` and `export type { T } from './y'`. */
const doorNames = (domain: string): string[] =>
  [...readFileSync(`src/domains/${domain}/index.ts`, 'utf8').matchAll(/^export (?:type )?\{([^}]*)\}/gm)].flatMap(([, names]) =>
    names
      .split(',')
      .map((name) => name.trim().replace(/^type /, '').split(/\s+as\s+/).at(-1)!)
      .filter(Boolean),
  )

describe("the domains' doors", () => {
  it('export only names something outside the domain uses', () => {
    const unused = domains.flatMap((domain) => {
      const outside = everyFile.filter(({ file }) => !file.startsWith(`src/domains/${domain}/`))
      return doorNames(domain)
        .filter((name) => !outside.some(({ text }) => new RegExp(`\\b${name}\\b`).test(text)))
        .map((name) => `${domain}: ${name}`)
    })
    expect(domains.length).toBeGreaterThan(15)
    expect(unused).toEqual([])
  })
})
