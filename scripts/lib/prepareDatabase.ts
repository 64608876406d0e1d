import { childScriptArgs } from './compiledScripts'
import { CommandFailed, run } from './run'

/**
 * Node 20 with tsx's module hooks now and then exits 13 ("unsettled top-level await") while it is still loading the
 * modules, before the script has run a line: seen under load, never with the same process twice. Migrations and the
 * seed each run in a transaction, so starting the script again is safe.
 */
const MODULE_LOADING_RACE = 13
const TRIES = 3

/** Runs scripts/prepare-database.ts in its own process, so the app's memory is not held by the caller. */
export const prepareDatabase = async (env: NodeJS.ProcessEnv): Promise<void> => {
  for (let tryNumber = 1; ; tryNumber += 1) {
    try {
      return await run(process.execPath, childScriptArgs('prepare-database'), env)
    } catch (error) {
      if (!(error instanceof CommandFailed && error.exitCode === MODULE_LOADING_RACE) || tryNumber === TRIES) throw error
      console.warn(`[database] Preparing the database stopped while loading its modules (exit 13); trying again.`)
    }
  }
}
