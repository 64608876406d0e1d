import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { environmentSchema } from '@/lib/server/envSchema'

const root = path.resolve(import.meta.dirname, '../..')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')

/** The variables named in the first column of the README's Configuration table. */
const readmeVariables = (): string[] => {
  const section = read('README.md').split(/^## Configuration$/m)[1]?.split(/^## /m)[0] ?? ''
  const rows = section.split('\n').filter((line) => line.startsWith('| `'))
  return rows.flatMap((row) => [...row.split('|')[1].matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]))
}

const variableLine = /^#?\s*([A-Z][A-Z0-9_]*)=/

/** `.env.example`'s variables, each set (or commented out) on its own line. */
const exampleLines = () => read('.env.example').split('\n')

/** Variables the scripts (or Next.js, NEXT_RUNTIME) set for the processes they start; nobody sets them by hand. */
const internal = new Set(['NEXT_DIST_DIR', 'TYPES_CHECKED_APART', 'TEST_BASE_URL', 'TEST_MAILBOX_DIR', 'TEST_PUSH_SERVICE', 'TEST_PUSH_DIR', 'TEST_TEXT_DIR', 'TEST_SERVER_LOG', 'PAYLOAD_SCHEMA_PUSH', 'NEXT_DEPLOYMENT_ID', 'NEXT_RUNTIME'])

const codeFiles = (folder: string): string[] =>
  readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(folder, file))

/** Every variable the app, its scripts and its tests read by name (bench/ has its own, in bench/README.md). */
const variablesInCode = (): Set<string> => {
  const files = [...codeFiles('src'), ...codeFiles('scripts'), ...codeFiles('tests'), 'server.ts', 'next.config.ts', 'payload.config.ts', 'playwright.config.ts']
  const reads = /process\.env\.([A-Z][A-Z0-9_]*)|process\.env\[['"]([A-Z][A-Z0-9_]*)['"]\]|setting\(['"]([A-Z][A-Z0-9_]*)['"]/g
  const names = files.flatMap((file) => [...read(file).matchAll(reads)].map((match) => match[1] ?? match[2] ?? match[3]))
  return new Set(names.filter((name) => !internal.has(name)))
}

describe('.env.example and the README configuration table', () => {
  const inReadme = readmeVariables()
  const inExample = exampleLines().flatMap((line) => variableLine.exec(line)?.[1] ?? [])

  it('name the same variables, each once', () => {
    expect(inReadme.length).toBeGreaterThan(30)
    expect(new Set(inReadme).size).toBe(inReadme.length)
    expect(new Set(inExample).size).toBe(inExample.length)
    expect({ missingFromExample: inReadme.filter((name) => !inExample.includes(name)), missingFromReadme: inExample.filter((name) => !inReadme.includes(name)) }).toEqual({
      missingFromExample: [],
      missingFromReadme: [],
    })
  })

  it('give every variable its own comment line, and no real secret', () => {
    const lines = exampleLines()
    lines.forEach((line, index) => {
      if (!variableLine.test(line)) return
      const above = lines[index - 1] ?? ''
      expect(above.startsWith('# ') && !variableLine.test(above), `comment above ${line}`).toBe(true)
      expect(line.startsWith('# '), `${line} stays commented out, so copying the file changes no default`).toBe(true)
    })
    for (const secret of ['PAYLOAD_SECRET', 'SMTP_PASS', 'S3_SECRET_ACCESS_KEY', 'S3_ACCESS_KEY_ID', 'SEED_ADMIN_PASSWORD', 'BACKUP_ENCRYPTION_KEY']) {
      expect(lines.find((line) => variableLine.exec(line)?.[1] === secret)).toBe(`# ${secret}=`)
    }
  })

  it('document every variable the code reads, and every one the start checks', () => {
    expect([...variablesInCode()].filter((name) => !inReadme.includes(name)).sort()).toEqual([])
    expect(Object.keys(environmentSchema.shape).filter((name) => !inReadme.includes(name) && !internal.has(name))).toEqual([])
  })
})
