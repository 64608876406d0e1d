import { spawn } from 'node:child_process'

import { sql } from '@payloadcms/db-postgres'

import { freePort } from '../../scripts/lib/freePort'
import { waitForServer } from '../../scripts/lib/waitForServer'

/**
 * A second instance of the built app with its own settings (e.g. tight rate limits), on the same database unless
 * `settings.DATABASE_URL` names another. Its stdout and stderr are kept: `output()` so far, `waitForOutput(pattern)`.
 * With `ownPublicUrl`, its PUBLIC_URL is its own address (the admin calls the API there), not the test stack's.
 * `waitPath` is what must answer before it counts as started (a path that needs no database, when it has none).
 * `signal(name)` sends it a signal; `exitCode()` resolves with its exit code.
 */
export const startExtraServer = async (settings: Record<string, string>, { ownPublicUrl = false, waitPath = '/api/v1/courses' } = {}) => {
  const port = await freePort()
  const own = ownPublicUrl ? { PUBLIC_URL: `http://localhost:${port}` } : {}
  const child = spawn(process.execPath, ['--no-deprecation', '--import', 'tsx', 'server.ts'], {
    env: { ...process.env, ...settings, ...own, NODE_ENV: 'production', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const listeners = new Set<() => void>()
  const collect = (chunk: Buffer) => {
    output += chunk.toString('utf8')
    for (const listener of listeners) listener()
  }
  child.stdout.on('data', collect)
  child.stderr.on('data', collect)
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))

  const waitForOutput = (pattern: RegExp, timeoutMs = 30_000): Promise<RegExpMatchArray> =>
    new Promise((resolve, reject) => {
      const check = () => {
        const match = output.match(pattern)
        if (!match) return
        finish()
        resolve(match)
      }
      const timer = setTimeout(() => {
        finish()
        reject(new Error(`The server did not print ${pattern} within ${timeoutMs / 1000} s. Its output:\n${output}`))
      }, timeoutMs)
      const finish = () => {
        clearTimeout(timer)
        listeners.delete(check)
      }
      listeners.add(check)
      check()
    })

  const baseUrl = `http://localhost:${port}`
  await waitForServer(`${baseUrl}${waitPath}`, 60_000)
  return {
    baseUrl,
    output: () => output,
    waitForOutput,
    signal: (name: NodeJS.Signals) => child.kill(name),
    exitCode: () => exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}

/** Forgets every rate-limit counter, so a test starts from zero. */
export const clearRateLimitCounters = async (): Promise<void> => {
  // Imported here, so browser tests can start servers without loading Payload's config.
  const { testPayload } = await import('./payload')
  const payload = await testPayload()
  await payload.db.drizzle.execute(sql`DELETE FROM rate_limit_counters`)
}
