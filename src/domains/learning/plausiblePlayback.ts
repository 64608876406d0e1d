import { mergeWatchedRanges, watchedSeconds, type TimeRange } from '../../lib/rules/watchedRanges'

/**
 * What the server believes of a player's reports: a learner cannot have played more of a lesson than real time
 * allows since they began it, at the player's fastest speed. (The player cannot be trusted: anyone can send
 * `[[0, 600]]` without playing a second.)
 */
export const fastestPlaybackRate = 2

/**
 * Seconds of video the first report may bring: the player reports every 10 s while playing, so up to 20 s at 2x,
 * and some slack for a report that is late.
 */
export const firstReportAllowanceSeconds = 30

/** Seconds of a lesson's video a learner can have played by `now`, having begun at `startedAt`. */
export const playableSeconds = (startedAt: Date, now: Date): number =>
  fastestPlaybackRate * Math.max(0, (now.getTime() - startedAt.getTime()) / 1000) + firstReportAllowanceSeconds

/**
 * When a learner began playing a lesson, as far as the server can tell from its first report: when the report says
 * it was recorded (a report queued offline arrives late), but never before the server last handed them the lesson
 * (its page or its video; `openedAt`), nor after the report arrived.
 */
export const playbackStartedAt = (firstReport: { recordedAt: Date; arrivedAt: Date }, openedAt: Date | null): Date => {
  const claimed = Math.min(firstReport.recordedAt.getTime(), firstReport.arrivedAt.getTime())
  return new Date(openedAt ? Math.max(claimed, Math.min(openedAt.getTime(), firstReport.arrivedAt.getTime())) : firstReport.arrivedAt.getTime())
}

/** The parts of `ranges` that `covered` does not cover, in order. */
const uncovered = (ranges: readonly TimeRange[], covered: readonly TimeRange[]): TimeRange[] =>
  ranges.flatMap(([start, end]) => {
    const pieces: TimeRange[] = []
    let from = start
    for (const [coveredStart, coveredEnd] of covered) {
      if (coveredEnd <= from || coveredStart >= end) continue
      if (coveredStart > from) pieces.push([from, coveredStart])
      from = Math.max(from, coveredEnd)
    }
    if (from < end) pieces.push([from, end])
    return pieces
  })

/**
 * The stored parts with the reported ones added, but no more than `newSecondsAllowed` of newly covered video: what
 * real time cannot account for is left out, from the latest part backwards. Gaps are never bridged.
 */
export const creditPlayedRanges = (
  stored: readonly TimeRange[],
  reported: readonly TimeRange[],
  durationSeconds: number,
  newSecondsAllowed: number,
): TimeRange[] => {
  const known = mergeWatchedRanges(stored, durationSeconds)
  let left = Math.max(0, newSecondsAllowed)
  const credited: TimeRange[] = []
  for (const [start, end] of uncovered(mergeWatchedRanges(reported, durationSeconds), known)) {
    if (left <= 0) break
    const taken = Math.min(end - start, left)
    credited.push([start, start + taken])
    left -= taken
  }
  return mergeWatchedRanges([...known, ...credited], durationSeconds)
}

/** The new seconds a report may add now: what real time allows, less what is already stored. */
export const newSecondsAllowed = (stored: readonly TimeRange[], durationSeconds: number, startedAt: Date, now: Date): number =>
  Math.max(0, playableSeconds(startedAt, now) - watchedSeconds(stored, durationSeconds))
