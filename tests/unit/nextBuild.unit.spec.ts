import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { hasProductionBuild, sourceFingerprint } from '../../scripts/lib/nextBuild'

/** `npm start` after a `git pull`: a build made from other code is built again, never served (scripts/lib/nextBuild.ts). */
let distDir = ''
let env: NodeJS.ProcessEnv

beforeEach(() => {
  distDir = mkdtempSync(path.join(os.tmpdir(), 'next-build-'))
  env = { NEXT_DIST_DIR: distDir } as unknown as NodeJS.ProcessEnv
})

afterEach(() => rmSync(distDir, { recursive: true, force: true }))

describe('whether the build on disk may be served', () => {
  it('is no when there is no build', () => {
    expect(hasProductionBuild(env)).toBe(false)
  })

  it('is yes for a build made from the code as it is', () => {
    writeFileSync(path.join(distDir, 'BUILD_ID'), 'abc')
    writeFileSync(path.join(distDir, 'solving-tech-source.txt'), `${sourceFingerprint()}\n`)
    expect(hasProductionBuild(env)).toBe(true)
  })

  it('is no for a build made from other code, or one with no record of its code', () => {
    writeFileSync(path.join(distDir, 'BUILD_ID'), 'abc')
    expect(hasProductionBuild(env)).toBe(false)
    writeFileSync(path.join(distDir, 'solving-tech-source.txt'), `${'0'.repeat(64)}\n`)
    expect(hasProductionBuild(env)).toBe(false)
  })

  it('is a stable hash of the code', () => {
    const before = sourceFingerprint()
    expect(before).toMatch(/^[0-9a-f]{64}$/)
    expect(sourceFingerprint()).toBe(before)
  })
})
