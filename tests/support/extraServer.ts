import { spawn } from 'node:child_process'

import { sql } from '@payloadcms/db-postgres'

import { freePort } from './freePort'
import { testPayload } from './payload'
import { waitForServer } from './waitForServer'

/** A second instance of the built app on the same database, with its own settings (e.g. tight rate limits). */
export const startExtraServer = async (settings: Record<string, string>) => {
  const port = await freePort()
  const child = spawn(process.execPath, ['--no-deprecation', '--import', 'tsx', 'server.ts'], {
    env: { ...process.env, ...settings, NODE_ENV: 'production', PORT: String(port) },
    stdio: 'ignore',
  })
  const baseUrl = `http://localhost:${port}`
  await waitForServer(`${baseUrl}/api/v1/courses`, 60_000)
  return {
    baseUrl,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

/** Forgets every rate-limit counter, so a test starts from zero. */
export const clearRateLimitCounters = async (): Promise<void> => {
  const payload = await testPayload()
  await payload.db.drizzle.execute(sql`DELETE FROM rate_limit_counters`)
}
