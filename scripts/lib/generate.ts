import { spawnSync } from 'node:child_process'

import { bin, outsideNextNodeOptions } from './run'

/** The files Payload derives from payload.config.ts, relative to the project root: commit them as generated. */
export const generatedFiles = ['src/payload-types.ts', 'src/app/(payload)/admin/importMap.js', 'src/payload-generated-schema.ts']

/**
 * Runs Payload's generators in `cwd`: `payload generate:types` (src/payload-types.ts), `payload generate:importmap`
 * (the admin import map) and `payload generate:db-schema` (the Drizzle schema the raw queries' rows are typed from,
 * src/payload-generated-schema.ts). None opens the database, so none is started: the config only needs a DATABASE_URL
 * and a secret to load, and placeholders do. The import map generator rewrites the file whenever its content differs
 * from what it would write. Throws, with the generator's output, if one fails.
 */
export const generatePayloadFiles = (cwd: string, { quiet = false }: { quiet?: boolean } = {}): void => {
  const env = {
    ...process.env,
    NODE_OPTIONS: outsideNextNodeOptions,
    DATABASE_URL: process.env.DATABASE_URL || 'postgres://generate@127.0.0.1:1/not-opened',
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'generate-only-not-a-secret',
  }
  for (const command of ['generate:types', 'generate:importmap', 'generate:db-schema']) {
    const result = spawnSync(bin('payload'), [command], { cwd, env, encoding: 'utf8', stdio: quiet ? 'pipe' : 'inherit', timeout: 120_000 })
    if (result.status !== 0) {
      throw new Error(`payload ${command} exited with ${result.signal ?? result.status}\n${result.stdout ?? ''}${result.stderr ?? ''}`)
    }
  }
}
