import { sql } from '@payloadcms/db-postgres'

import type { LessonPlayback } from '@/domains/learning/playback'
import type { ApiClient } from './apiClient'
import { testPayload } from './payload'

/**
 * Moves the time a learner began playing a lesson back by `seconds`, as if they had been watching that long: the server
 * credits no more played video than real time allows since then (src/domains/learning/plausiblePlayback.ts).
 */
export const beganPlayingAgo = async (learnerId: string, lessonId: string, seconds: number): Promise<void> => {
  const payload = await testPayload()
  await payload.db.drizzle.execute(sql`
    UPDATE lesson_progress SET playback_started_at = now() - make_interval(secs => ${seconds}) WHERE user_id = ${learnerId} AND lesson_id = ${lessonId}`)
}

/** Plays a lesson's whole video as the player reports it, begun long enough ago for it all to count. */
export const playWholeVideo = async (client: ApiClient, learnerId: string, lessonId: string, videoSeconds: number) => {
  const report = (body: Record<string, unknown>) => client.post<LessonPlayback>(`/api/v1/lessons/${lessonId}/playback`, body)
  await report({ positionSeconds: 10, watchedRanges: [[0, 10]] })
  await beganPlayingAgo(learnerId, lessonId, videoSeconds)
  return report({ positionSeconds: videoSeconds, watchedRanges: [[10, videoSeconds]] })
}
