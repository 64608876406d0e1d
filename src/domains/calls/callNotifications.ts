import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { mayNotifySql, queueNotifications, type ClaimedPush, type PushComposer, type PushEvent } from '@/domains/notifications'
import { callEndsAt, callReminderHours, callTimeLabel, joinOpensAt, joinOpensMinutesBefore } from '@/lib/rules/calls'
import { pushEventKey, type PushKind } from '@/lib/rules/phoneNotifications'
import { ukTimeLabel } from '@/lib/rules/ukTime'

import { callsPagePath } from './calendar'
import { callEndsAtSql, findCallForLearner, mayJoinCallSql, type LearnerCall } from './sessions'

const minute = 60_000
const sweepWindowMinutes = 15

type CallPushRow = { call_id: string; course_id: string | null; learner_id: string; starts_at: string | Date }

const callPush = (kind: Extract<PushKind, 'callReminder' | 'callOpen'>, row: CallPushRow): PushEvent => ({
  kind,
  eventKey: pushEventKey(kind, String(row.call_id), String(row.learner_id)),
  learnerId: String(row.learner_id),
  courseId: row.course_id,
  liveSessionId: String(row.call_id),
  ...(kind === 'callOpen' ? { notBefore: joinOpensAt({ startsAt: row.starts_at }) } : {}),
})

/**
 * The phone notifications of calls, for each learner who may join and has a phone with notifications on (the sweep
 * of call reminders runs this every 15 minutes): the day-before reminder of every call starting within 24 hours, and
 * "the join link is live" for every call whose link opens within the next 15 minutes, timed to the opening. Each is
 * keyed by call and learner, so it goes once. `now` is the sweep's clock.
 */
export const recordCallPushes = async (payload: Payload, now: Date): Promise<void> => {
  const result = await payload.db.drizzle.execute(sql`
    SELECT s.id AS call_id, s.course_id, s.starts_at, learner.id AS learner_id,
      s.starts_at - make_interval(mins => ${joinOpensMinutesBefore}) <= ${now.toISOString()}::timestamptz + make_interval(mins => ${sweepWindowMinutes}) AS opens_soon
    FROM live_sessions s CROSS JOIN course_users learner
    WHERE s.cancelled IS NOT TRUE
      AND ${callEndsAtSql} > ${now.toISOString()}
      AND s.starts_at <= ${now.toISOString()}::timestamptz + make_interval(hours => ${callReminderHours})
      AND learner.closed_at IS NULL AND ${mayNotifySql('learner')}
      AND ${mayJoinCallSql(sql`learner.id`, callEndsAtSql)}`)
  const rows = result.rows as (CallPushRow & { opens_soon: boolean })[]
  const reminders = rows.filter((row) => new Date(row.starts_at) > now).map((row) => callPush('callReminder', row))
  const openings = rows.filter((row) => row.opens_soon).map((row) => callPush('callOpen', row))
  await queueNotifications(payload, [...reminders, ...openings], now)
}

/** The call of a notification as it is now, for its learner; a string says why there is none to tell of. */
const callOfPush = async (payload: Payload, push: ClaimedPush): Promise<LearnerCall | string> => {
  const lookup = push.liveSessionId ? await findCallForLearner(payload, push.learnerId, push.liveSessionId) : 'not-found'
  if (typeof lookup === 'string') return 'The call is gone, or no longer for this learner'
  return lookup.found.cancelled ? 'The call was cancelled' : lookup.found
}

const secondsUntil = (moment: Date): number => Math.max(0, (moment.getTime() - Date.now()) / 1000)

/** "Call reminder: …", with when, unless the call was cancelled or has started. */
export const composeCallReminderPush: PushComposer = async (payload, push) => {
  const call = await callOfPush(payload, push)
  if (typeof call === 'string') return { skip: call }
  if (new Date(call.startsAt) <= new Date()) return { skip: 'The call has started' }
  return {
    message: { title: `Call reminder: ${call.title}`, body: `${callTimeLabel(call)}. The join link shows on your calls page from ${joinOpensMinutesBefore} minutes before.`, url: callsPagePath },
    ttlSeconds: secondsUntil(new Date(call.startsAt)),
  }
}

/** "The join link is live", while the call is on; urgent, and kept by the push service only until the call ends. */
export const composeCallOpenPush: PushComposer = async (payload, push) => {
  const call = await callOfPush(payload, push)
  if (typeof call === 'string') return { skip: call }
  const endsAt = callEndsAt(call)
  if (endsAt.getTime() - Date.now() < minute) return { skip: 'The call is over' }
  return {
    message: { title: `${call.title} starts at ${ukTimeLabel(call.startsAt)}`, body: 'The join link is live. Tap to open your calls page and join.', url: callsPagePath },
    ttlSeconds: secondsUntil(endsAt),
    urgent: true,
  }
}
