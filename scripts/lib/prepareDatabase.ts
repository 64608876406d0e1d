import { outsideNextFlags, run } from './run'

/** Runs scripts/prepare-database.ts in its own process, so the app's memory is not held by the caller. */
export const prepareDatabase = (env: NodeJS.ProcessEnv): Promise<void> =>
  run(process.execPath, [...outsideNextFlags, 'scripts/prepare-database.ts'], env)
