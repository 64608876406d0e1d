import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { runPayloadScript } from './payloadProcess'
import type { UploadFolder } from './uploadFolders'

/** What only the app's code knows: its upload collections (and where their files live) and its migrations' names. */
export type AppFacts = { uploads: UploadFolder[]; migrations: string[] }

/**
 * Reads the app's facts from its Payload config in a process of its own (./write-app-facts.ts), for the app's database
 * and secret in `env`. The commands themselves never load Payload: see ./payloadProcess.ts.
 */
export const readAppFacts = async (env: NodeJS.ProcessEnv): Promise<AppFacts> => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'solvingtech-app-facts-'))
  const file = path.join(dir, 'facts.json')
  try {
    await runPayloadScript({
      script: 'backup-app-facts',
      args: [file],
      env,
      what: "Reading the app's upload collections and migrations",
      timeoutMs: 120_000,
      finished: async () => existsSync(file),
    })
    return JSON.parse(readFileSync(file, 'utf8')) as AppFacts
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
