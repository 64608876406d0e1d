import path from 'node:path'

import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * Seconds the slowest integration test files took on two cores (a clean-clone CI run, 2026-11-28); each other file
 * took about `otherFileSeconds`. Only the proportions matter: a file that grows slow belongs here.
 */
const measuredSeconds: Record<string, number> = {
  'tests/int/backup-restore.int.spec.ts': 254,
  'tests/int/deployment-refusals.int.spec.ts': 89,
  'tests/int/shared-cache.int.spec.ts': 50,
  'tests/int/api/fuzz.int.spec.ts': 49,
  'tests/int/api/completion-record.int.spec.ts': 47,
  'tests/int/api/device-cookies-and-staff-throttle.int.spec.ts': 41,
  'tests/int/api/openapi.int.spec.ts': 40,
  'tests/int/workbook-uploads.int.spec.ts': 38,
  'tests/int/api/sign-in-throttle.int.spec.ts': 33,
  'tests/int/health.int.spec.ts': 33,
  'tests/int/mail.int.spec.ts': 31,
  'tests/int/prepare-database-together.int.spec.ts': 30,
  'tests/int/staff/colleague-changes.int.spec.ts': 27,
  'tests/int/staff/create-command.int.spec.ts': 25,
  'tests/int/staff/sessions.int.spec.ts': 25,
  'tests/int/staff/two-factor.int.spec.ts': 24,
  'tests/int/teams.int.spec.ts': 23,
  'tests/int/database-timeouts.int.spec.ts': 22,
  'tests/int/compiled-server.int.spec.ts': 22,
  'tests/int/database-roles.int.spec.ts': 20,
}
const otherFileSeconds = 6

/**
 * Shares the files among the parts of the suite (`--shard=i/n`, scripts/test.ts) so that each takes about as long:
 * the slowest first, each to the part with the least so far. Vitest's own sharding splits by count, which left one
 * part of two waiting 117 s for the other.
 */
export class BalancedShards extends BaseSequencer {
  override async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { config } = this.ctx
    if (!config.shard) return files
    const parts = Array.from({ length: config.shard.count }, () => ({ seconds: 0, files: [] as TestSpecification[] }))
    const weighed = files
      .map((file) => ({ file, name: path.relative(config.root, file.moduleId) }))
      .map(({ file, name }) => ({ file, name, seconds: measuredSeconds[name] ?? otherFileSeconds }))
      .sort((a, b) => b.seconds - a.seconds || a.name.localeCompare(b.name))
    for (const { file, seconds } of weighed) {
      const lightest = parts.reduce((least, part) => (part.seconds < least.seconds ? part : least))
      lightest.seconds += seconds
      lightest.files.push(file)
    }
    return parts[config.shard.index - 1].files
  }
}
