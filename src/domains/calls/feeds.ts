import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { readSignedToken, signToken } from '@/domains/mail'
import { isId } from '@/lib/rules/ids'
import { env } from '@/lib/server/env'

import type { CalendarFeedBody } from './contract/schemas'

const purpose = 'calendar-feed'

/** The learner's feed, as they see it: its address to subscribe to (https and webcal), or none. */
export type CalendarFeed = CalendarFeedBody

const feedOf = (row: { id: string; created_at: string | Date } | undefined): CalendarFeed => {
  if (!row) return { subscribed: false }
  const httpsUrl = `${env.publicUrl}/api/v1/calendar-feeds/${signToken(purpose, String(row.id))}`
  return { subscribed: true, createdAt: new Date(row.created_at).toISOString(), httpsUrl, webcalUrl: httpsUrl.replace(/^https?:/, 'webcal:') }
}

/** The learner's calendar feed, if they have one. */
export const findCalendarFeed = async (payload: Payload, learnerId: string): Promise<CalendarFeed> => {
  const result = await payload.db.drizzle.execute(sql`SELECT id, created_at FROM calendar_feeds WHERE learner_id = ${learnerId}`)
  return feedOf(result.rows[0] as { id: string; created_at: string } | undefined)
}

/**
 * A new address for the learner's feed: any earlier address stops working (it named the row this replaces). One
 * statement per step, and the unique learner keeps one feed per learner when two requests race.
 */
export const renewCalendarFeed = async (payload: Payload, learnerId: string): Promise<CalendarFeed> => {
  const result = await payload.db.drizzle.execute(sql`
    INSERT INTO calendar_feeds (learner_id) VALUES (${learnerId})
    ON CONFLICT (learner_id) DO UPDATE SET id = gen_random_uuid(), created_at = now(), updated_at = now()
    RETURNING id, created_at`)
  return feedOf(result.rows[0] as { id: string; created_at: string })
}

/** Stops the learner's feed: its address answers 404 from now on. */
export const stopCalendarFeed = async (payload: Payload, learnerId: string): Promise<void> => {
  await payload.db.drizzle.execute(sql`DELETE FROM calendar_feeds WHERE learner_id = ${learnerId}`)
}

/** The learner a feed address belongs to; null for a stopped, replaced, edited or made-up address. */
export const learnerOfFeedToken = async (payload: Payload, token: unknown): Promise<string | null> => {
  const feedId = readSignedToken(purpose, token)
  if (!isId(feedId)) return null
  const result = await payload.db.drizzle.execute(sql`SELECT learner_id FROM calendar_feeds WHERE id = ${feedId}`)
  const row = result.rows[0] as { learner_id: string } | undefined
  return row ? String(row.learner_id) : null
}
