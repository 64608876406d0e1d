import { readFileSync } from 'node:fs'

import semver from 'semver'
import { describe, expect, it } from 'vitest'

/**
 * What package.json and the lockfile promise (README, "Dependencies"): exact versions, one Payload release for every
 * Payload package, one copy of each native image library, and a count that only grows on purpose. `npm ls` (CI) checks
 * that what is installed matches.
 */
type Manifest = { dependencies: Record<string, string>; devDependencies: Record<string, string> }
type Lockfile = { packages: Record<string, { version?: string; dev?: boolean }> }

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as Manifest
const lockfile = JSON.parse(readFileSync('package-lock.json', 'utf8')) as Lockfile
const declared = { ...manifest.dependencies, ...manifest.devDependencies }
const installed = Object.entries(lockfile.packages).filter(([location]) => location !== '')

/** Raise on purpose, with the reason in the commit: every package is code the site runs or the build trusts. */
const budget = { all: 1650, production: 950 }

const copiesOf = (name: string) => installed.filter(([location]) => location === `node_modules/${name}` || location.endsWith(`/node_modules/${name}`))

describe('dependencies', () => {
  it('are pinned to exact versions, so an install never picks up a release nobody has tested', () => {
    const ranged = Object.entries(declared).filter(([, version]) => !semver.valid(version))
    expect(ranged).toEqual([])
  })

  it('put every Payload package on one release, as Payload requires', () => {
    const payloadVersions = new Set(Object.entries(declared).filter(([name]) => name === 'payload' || name.startsWith('@payloadcms/')).map(([, version]) => version))
    expect([...payloadVersions]).toEqual([declared.payload])
  })

  it('install one copy of sharp, Payload, Next and React', () => {
    for (const name of ['sharp', 'payload', 'next', 'react', 'react-dom']) expect(copiesOf(name).map(([location]) => location)).toEqual([`node_modules/${name}`])
  })

  it(`stay within ${budget.all} packages in all and ${budget.production} for production`, () => {
    const production = installed.filter(([, entry]) => !entry.dev)
    console.info(`[dependencies] ${installed.length} packages installed, ${production.length} of them for production`)
    expect(installed.length).toBeLessThanOrEqual(budget.all)
    expect(production.length).toBeLessThanOrEqual(budget.production)
  })
})
