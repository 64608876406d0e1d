import { setting } from '../../src/lib/server/envSchema'
import { outsideNextFlags, outsideNextNodeOptions } from './run'

/**
 * The TypeScript scripts a command runs in a process of its own, by the name of their compiled twin in dist/
 * (scripts/compile-server.ts builds one for each).
 */
export const childScripts = {
  'prepare-database': 'scripts/prepare-database.ts',
  'backup-app-facts': 'scripts/lib/backup/write-app-facts.ts',
  'backup-apply-migrations': 'scripts/lib/backup/apply-migrations.ts',
} as const

export type ChildScript = keyof typeof childScripts

/**
 * Node's arguments for one of those scripts: through tsx in a working copy, or its compiled twin with plain Node where
 * the code runs from dist/ (SERVER_COMPILED=true, as the production image sets: it holds no TypeScript and no tsx).
 */
export const childScriptArgs = (name: ChildScript): string[] =>
  setting('SERVER_COMPILED') ? [...outsideNextNodeOptions.split(' '), `dist/${name}.js`] : [...outsideNextFlags, childScripts[name]]
