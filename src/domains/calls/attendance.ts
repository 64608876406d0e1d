import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { findCallForLearner } from './sessions'

export type AttendanceOutcome = 'recorded' | 'not-found' | 'not-for-you' | 'not-open'

/**
 * Records that the learner joined the call from the site ("Join the call" while its link is open), once per learner
 * and call however often they press it.
 */
export const recordAttendance = async (payload: Payload, learnerId: string, callId: string, now = new Date()): Promise<AttendanceOutcome> => {
  const lookup = await findCallForLearner(payload, learnerId, callId, now)
  if (typeof lookup === 'string') return lookup
  if (!lookup.found.joinUrl) return 'not-open'
  await payload.db.drizzle.execute(sql`
    INSERT INTO call_attendances (call_id, learner_id) VALUES (${callId}, ${learnerId})
    ON CONFLICT (call_id, learner_id) DO NOTHING`)
  return 'recorded'
}
