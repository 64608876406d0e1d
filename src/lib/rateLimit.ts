import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { env } from './env'
import { tooManyRequests } from './http/apiError'

type Counter = { count: number; retryAfterSeconds: number }

/**
 * Counts one hit against `key` in a fixed window of `windowSeconds`, atomically in Postgres (so limits hold across
 * app instances), and returns the count so far in this window.
 */
const countHit = async (payload: Payload, key: string, windowSeconds: number): Promise<Counter> => {
  const result = await payload.db.drizzle.execute(sql`
    INSERT INTO rate_limit_counters (key, count, window_started_at)
    VALUES (${key}, 1, now())
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limit_counters.window_started_at <= now() - make_interval(secs => ${windowSeconds})
                   THEN 1 ELSE rate_limit_counters.count + 1 END,
      window_started_at = CASE WHEN rate_limit_counters.window_started_at <= now() - make_interval(secs => ${windowSeconds})
                   THEN now() ELSE rate_limit_counters.window_started_at END,
      updated_at = now()
    RETURNING count,
      EXTRACT(EPOCH FROM (window_started_at + make_interval(secs => ${windowSeconds}) - now())) AS retry_after_seconds`)
  const row = result.rows[0] as { count: string | number; retry_after_seconds: string | number }
  return { count: Number(row.count), retryAfterSeconds: Number(row.retry_after_seconds) }
}

/** Forgets the hits against `key` (e.g. an account's failed logins after a successful one). */
export const resetCounter = async (payload: Payload, key: string): Promise<void> => {
  await payload.db.drizzle.execute(sql`DELETE FROM rate_limit_counters WHERE key = ${key}`)
}

/** The client's address: the last X-Forwarded-For entry, which the nearest proxy (or Next itself) wrote. */
export const clientAddress = (req: PayloadRequest): string => {
  const forwarded = req.headers.get('x-forwarded-for')?.split(',').map((part) => part.trim()).filter(Boolean)
  return forwarded?.at(-1) ?? req.headers.get('x-real-ip') ?? 'unknown'
}

/** Throws 429 (with Retry-After) once this client has called `call` more than RATE_LIMIT_MAX times in the window. */
export const limitByClient = async (req: PayloadRequest, call: string): Promise<void> => {
  const { max, windowSeconds } = env.rateLimit
  const { count, retryAfterSeconds } = await countHit(req.payload, `ip:${call}:${clientAddress(req)}`, windowSeconds)
  if (count > max) throw tooManyRequests(retryAfterSeconds)
}

/** Failed logins per account (by email, whether or not it exists): a 429 once LOGIN_MAX_ATTEMPTS is passed. */
export const loginAttempts = {
  key: (email: string) => `login:${email}`,
  async assertAllowed(payload: Payload, email: string): Promise<void> {
    const result = await payload.db.drizzle.execute(sql`
      SELECT count, EXTRACT(EPOCH FROM (window_started_at + make_interval(secs => ${env.loginLimit.lockSeconds}) - now())) AS retry_after_seconds
      FROM rate_limit_counters WHERE key = ${this.key(email)}`)
    const row = result.rows[0] as { count: string | number; retry_after_seconds: string | number } | undefined
    if (row && Number(row.count) >= env.loginLimit.maxAttempts && Number(row.retry_after_seconds) > 0) {
      throw tooManyRequests(Number(row.retry_after_seconds), 'Too many failed sign-in attempts. Please wait and try again, or reset your password.')
    }
  },
  recordFailure: (payload: Payload, email: string) => countHit(payload, loginAttempts.key(email), env.loginLimit.lockSeconds),
  clear: (payload: Payload, email: string) => resetCounter(payload, loginAttempts.key(email)),
}
