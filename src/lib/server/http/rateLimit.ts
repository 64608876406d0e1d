import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { addressGroup } from '@/lib/rules/addressGroup'
import { env } from '@/lib/server/env'
import { tooManyRequests } from './apiError'

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

/** Counts one more against `key` (e.g. one account's sign-in mails) and says whether it is still at most `max` in the window. */
export const withinLimit = async (payload: Payload, key: string, max: number, windowSeconds: number): Promise<boolean> =>
  (await countHit(payload, key, windowSeconds)).count <= max

/** The client's address: the last X-Forwarded-For entry, which the nearest proxy (or Next itself) wrote. */
export const clientAddress = (req: PayloadRequest): string => {
  const forwarded = req.headers.get('x-forwarded-for')?.split(',').map((part) => part.trim()).filter(Boolean)
  return forwarded?.at(-1) ?? req.headers.get('x-real-ip') ?? 'unknown'
}

/**
 * Throws 429 (with Retry-After) once this client (an IPv6 client by its /64) has called `call` more than
 * RATE_LIMIT_MAX times in the window.
 */
export const limitByClient = async (req: PayloadRequest, call: string): Promise<void> => {
  const { max, windowSeconds } = env.rateLimit
  const { count, retryAfterSeconds } = await countHit(req.payload, `ip:${call}:${addressGroup(clientAddress(req))}`, windowSeconds)
  if (count > max) throw tooManyRequests(retryAfterSeconds)
}

/**
 * Photos and voice notes: UPLOAD_RATE_LIMIT_MAX an hour for each learner, and three times that for each client address
 * (a firm's learners often share one connection). Counted before the body is read.
 */
export const limitUploads = async (req: PayloadRequest, learnerId: string): Promise<void> => {
  const { perLearner, windowSeconds } = env.uploadLimit
  const message = `You can add up to ${perLearner} photos and voice notes an hour. Please try again later.`
  const learner = await countHit(req.payload, `learner:upload:${learnerId}`, windowSeconds)
  if (learner.count > perLearner) throw tooManyRequests(learner.retryAfterSeconds, message)
  const address = await countHit(req.payload, `ip:upload:${addressGroup(clientAddress(req))}`, windowSeconds)
  if (address.count > perLearner * 3) throw tooManyRequests(address.retryAfterSeconds, message)
}
