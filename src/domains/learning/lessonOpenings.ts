import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { preparedOn } from '@/lib/server/db/preparedStatements'

/**
 * Notes that the learner was just handed the lesson (its page, its details or its video), so a player's report may
 * date its playing back to then (src/domains/learning/plausiblePlayback.ts). One upsert.
 */
export const recordLessonOpened = async (payload: Payload, learnerId: string, lessonId: string): Promise<void> => {
  await preparedOn(payload.db.pool).execute(sql`
    INSERT INTO lesson_openings (user_id, lesson_id, opened_at) VALUES (${learnerId}, ${lessonId}, now())
    ON CONFLICT (user_id, lesson_id) DO UPDATE SET opened_at = now(), updated_at = now()`)
}
