import { fastestPlaybackRate } from './plausiblePlayback'

/**
 * How fast "Mark as Complete" may go. It stays (the spec has it), but marking a course's lessons complete one after
 * another faster than they could be watched is slowed: each mark waits until half the lesson's length (it could be
 * watched at 2x) has passed since the learner last marked a lesson of that course, up to 15 s a mark
 * (MARK_COMPLETE_MAX_PAUSE_SECONDS). Fourteen marks in six seconds then take minutes, and the certificate says how each
 * lesson was completed.
 */
export const defaultLongestPauseSeconds = 15

/** What a lesson with no measured video length counts as. */
const unmeasuredLessonSeconds = 120

/** No lesson asks for more than this between marks. */
const longestGapSeconds = 300

type Mark = { lastMarkedAt: Date | null; lessonSeconds: number | null; now: Date; longestPauseSeconds?: number }

/**
 * How long a mark waits from `now`. `lastMarkedAt` is the latest mark of the course, written or still waiting: a mark
 * sent while another still waits (several sent at once) queues behind it, so marks are written one pause apart however
 * they arrive.
 */
export const markPauseSeconds = ({ lastMarkedAt, lessonSeconds, now, longestPauseSeconds = defaultLongestPauseSeconds }: Mark): number => {
  if (!lastMarkedAt) return 0
  const gap = Math.min((lessonSeconds ?? unmeasuredLessonSeconds) / fastestPlaybackRate, longestGapSeconds)
  const waited = (now.getTime() - lastMarkedAt.getTime()) / 1000
  if (waited < 0) return -waited + Math.min(gap, longestPauseSeconds)
  return Math.min(Math.max(0, gap - waited), longestPauseSeconds)
}
