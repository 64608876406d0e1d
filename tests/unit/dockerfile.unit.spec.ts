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

  it('installs exactly the lockfile, and ships production dependencies and compiled JavaScript only', () => {
    const runs = argumentsOf('RUN').join('\n')
    expect(runs).toContain('npm ci')
    expect(runs).not.toMatch(/npm install/)
    expect(runs).toContain('npm prune --omit=dev')
    expect(runs).toContain('npm run build:server')
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
})
