import { spawn } from 'node:child_process'

import { sql } from '@payloadcms/db-postgres'
import { describe, expect, it } from 'vitest'

import { startExtraServer } from '../support/extraServer'
import { createLearner } from '../support/factories'
import { testPayload } from '../support/payload'

/** Nothing grows forever, and a real deployment never writes its mail to the log. */
describe('the maintenance job', () => {
  it('deletes expired rows on its schedule, inside the app, and keeps live ones', async () => {
    const payload = await testPayload()
    const db = payload.db.drizzle
    const learner = await createLearner(payload)
    const tag = `maint-${Date.now()}`
    await db.execute(sql`
      INSERT INTO rate_limit_counters (key, count, window_started_at) VALUES (${`${tag}-old`}, 1, now() - interval '2 days'), (${`${tag}-live`}, 1, now())`)
    await db.execute(sql`
      INSERT INTO login_failures (email, client_address, failures, last_failed_at)
      VALUES (${`${tag}-old@example.test`}, '10.0.0.1', 3, now() - interval '2 days'), (${`${tag}-live@example.test`}, '10.0.0.1', 3, now())`)
    await db.execute(sql`
      INSERT INTO password_reset_tokens (user_id, token_hash, expires_at, is_used) VALUES
        (${learner.id}, ${`${tag}-expired`}, now() - interval '1 minute', false),
        (${learner.id}, ${`${tag}-used`}, now() + interval '1 hour', true),
        (${learner.id}, ${`${tag}-live`}, now() + interval '1 hour', false)`)
    await db.execute(sql`
      INSERT INTO email_change_tokens (user_id, new_email, token_hash, expires_at, is_used) VALUES
        (${learner.id}, 'a@example.test', ${`${tag}-expired`}, now() - interval '1 minute', false),
        (${learner.id}, 'b@example.test', ${`${tag}-live`}, now() + interval '1 hour', false)`)
    await db.execute(sql`
      INSERT INTO audit_events (event, outcome, detail, created_at) VALUES
        ('staff-export', 'success', ${`${tag}-old`}, now() - interval '200 days'), ('staff-export', 'success', ${`${tag}-live`}, now())`)
    await db.execute(sql`
      INSERT INTO payload_jobs (task_slug, queue, input, completed_at) VALUES
        ('sendMail', ${`${tag}-old`}, '{}', now() - interval '8 days'), ('sendMail', ${`${tag}-live`}, '{}', now() - interval '6 days')`)

    const left = async () => {
      const result = await db.execute(sql`
        SELECT key AS name FROM rate_limit_counters WHERE key LIKE ${`${tag}%`}
        UNION ALL SELECT email FROM login_failures WHERE email LIKE ${`${tag}%`}
        UNION ALL SELECT 'reset:' || token_hash FROM password_reset_tokens WHERE token_hash LIKE ${`${tag}%`}
        UNION ALL SELECT 'email:' || token_hash FROM email_change_tokens WHERE token_hash LIKE ${`${tag}%`}
        UNION ALL SELECT 'audit:' || detail FROM audit_events WHERE detail LIKE ${`${tag}%`}
        UNION ALL SELECT 'job:' || queue FROM payload_jobs WHERE queue LIKE ${`${tag}%`}`)
      return (result.rows as { name: string }[]).map((row) => row.name).sort()
    }
    const live = [`${tag}-live`, `${tag}-live@example.test`, `audit:${tag}-live`, `email:${tag}-live`, `job:${tag}-live`, `reset:${tag}-live`].sort()
    expect(await left()).not.toEqual(live)

    // An instance whose maintenance schedule is every second: the job is queued and run by the app itself. A job
    // another instance scheduled for later would stop this one from being scheduled, so none is left waiting.
    await db.execute(sql`DELETE FROM payload_jobs WHERE queue = 'maintenance' AND completed_at IS NULL`)
    const server = await startExtraServer({ MAINTENANCE_CRON: '* * * * * *' })
    try {
      await expect.poll(left, { timeout: 60_000, interval: 250 }).toEqual(live)
    } finally {
      await server.stop()
    }
  }, 120_000)
})

describe('start-up', () => {
  it('refuses to start a real deployment (PUBLIC_URL on HTTPS) without SMTP, saying why', async () => {
    const child = spawn(process.execPath, ['--no-deprecation', '--import', 'tsx', 'server.ts'], {
      env: { ...process.env, NODE_ENV: 'production', PORT: '0', PUBLIC_URL: 'https://learn.example.test', SMTP_HOST: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
    expect(code).toBe(1)
    expect(output).toContain('SMTP_HOST is not set')
  })
})
