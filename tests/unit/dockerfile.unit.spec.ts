import { readFileSync } from 'node:fs'

import { DockerfileParser } from 'dockerfile-ast'
import { validate, ValidationSeverity } from 'dockerfile-utils'
import { describe, expect, it } from 'vitest'

/**
 * deploy/Dockerfile, linted where no Docker engine or hadolint runs (this project's machines): the Docker language
 * server's validator with every check an error, then hadolint's rules that matter to this image, by their codes.
 */
const source = readFileSync('deploy/Dockerfile', 'utf8')
const dockerfile = DockerfileParser.parse(source)
const instructions = dockerfile.getInstructions()
const stages = instructions.filter((instruction) => instruction.getKeyword() === 'FROM')
const lastStage = instructions.slice(instructions.lastIndexOf(stages.at(-1)!))
const argumentsOf = (keyword: string, within = instructions) =>
  within.filter((instruction) => instruction.getKeyword() === keyword).map((instruction) => instruction.getArgumentsContent() ?? '')

// A .gitignore or .dockerignore line as the path it names from the root: `/dist/`, `dist` and `**/dist` alike.
const ignoredPaths = (file: string): string[] =>
  readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.replace(/^\*\*\//, '').replace(/^\//, '').replace(/\/$/, ''))

describe('the production image', () => {
  it('has no problem the Dockerfile validator finds, with every check an error', () => {
    const strict = ValidationSeverity.ERROR
    const problems = validate(source, {
      deprecatedMaintainer: strict,
      directiveCasing: strict,
      emptyContinuationLine: strict,
      instructionCasing: strict,
      instructionCmdMultiple: strict,
      instructionEntrypointMultiple: strict,
      instructionHealthcheckMultiple: strict,
      instructionJSONInSingleQuotes: strict,
      instructionWorkdirRelative: strict,
    })
    expect(problems.map((problem) => `line ${problem.range.start.line + 1}: ${problem.message}`)).toEqual([])
  })

  it('builds on one pinned Node 24 LTS release, in named stages (DL3006, DL3007)', () => {
    expect(argumentsOf('ARG')).toContain('NODE_IMAGE=node:24.21.0-bookworm-slim')
    expect(stages.map((stage) => stage.getArgumentsContent())).toEqual(['${NODE_IMAGE} AS dependencies', 'dependencies AS build', '${NODE_IMAGE} AS runtime'])
    for (const copy of argumentsOf('COPY').filter((text) => text.startsWith('--from='))) expect(copy).toMatch(/^--from=build /)
  })

  it('installs exactly the lockfile, and ships compiled JavaScript and the traced runtime tree only, owned by its user', () => {
    const runs = argumentsOf('RUN').join('\n')
    expect(runs).toContain('npm ci')
    expect(runs).not.toMatch(/npm install/)
    expect(runs).toContain('npm run build:server')
    expect(runs).toContain('npm run build:runtime -- --out /runtime')
    // One folder, made by scripts/assemble-runtime.ts (tests/int/runtime-image.int.spec.ts starts the server from it).
    const copies = lastStage.filter((instruction) => instruction.getKeyword() === 'COPY').map((instruction) => instruction.getTextContent())
    expect(copies).toEqual(['COPY --from=build --chown=node:node /runtime ./'])
    expect(argumentsOf('CMD', lastStage)).toEqual(['["node", "--enable-source-maps", "dist/server.js"]'])
    expect(instructions.map((instruction) => instruction.getArgumentsContent() ?? '').join('\n')).not.toMatch(/\btsx\b/)
  })

  it('runs as a user other than root (DL3002), with its health check on liveness, not readiness', () => {
    expect(argumentsOf('USER', lastStage)).toEqual(['node'])
    const healthCheck = argumentsOf('HEALTHCHECK', lastStage).join(' ')
    expect(healthCheck).toContain('/api/health')
    expect(healthCheck).not.toContain('/api/ready')
    // Exec form, so signals reach node and no shell sits in between (DL3025).
    expect(argumentsOf('CMD', lastStage)[0]).toMatch(/^\[/)
  })

  it('is built from a context without anything .gitignore keeps out of the repository (local data, uploads, backups, builds)', () => {
    const dockerIgnored = ignoredPaths('.dockerignore')
    // Docker's patterns: `*` is any run of characters within one folder's name.
    const escaped = (entry: string) => entry.replace(/[.+?^${}()|[\]\\]/g, (character) => `\\${character}`)
    const patterns = dockerIgnored.map((entry) => new RegExp(`^${escaped(entry).replaceAll('*', '[^/]*')}$`))
    const missing = ignoredPaths('.gitignore').filter((entry) => !patterns.some((pattern) => pattern.test(entry)))
    expect(missing).toEqual([])
    for (const folder of ['backups', 'workbook-files', 'workbook-resources', '.tools', 'dist', '.data', '.env']) expect(dockerIgnored).toContain(folder)
  })
})
