/** A stretch of a video that was played, in seconds from its start: `[start, end)`. */
export type TimeRange = readonly [start: number, end: number]

/** Share of a video's duration that must really have been played for the lesson to complete by itself (issue 13). */
const autoCompleteShare = 0.9

/**
 * What a player reported, made honest: each range clamped to the video's duration, empty or malformed ones dropped,
 * and overlapping or touching ones merged, in order. Gaps are never bridged, so many tiny ranges cannot add up to
 * more than was played, and no set of ranges can cover more than the duration.
 */
export const mergeWatchedRanges = (ranges: readonly TimeRange[], durationSeconds: number): TimeRange[] => {
  if (!(durationSeconds > 0)) return []
  const clamped = ranges
    .filter(([start, end]) => Number.isFinite(start) && Number.isFinite(end))
    .map(([start, end]): TimeRange => [Math.max(0, start), Math.min(durationSeconds, end)])
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0] || a[1] - b[1])
  const merged: [number, number][] = []
  for (const [start, end] of clamped) {
    const last = merged.at(-1)
    if (last && start <= last[1]) last[1] = Math.max(last[1], end)
    else merged.push([start, end])
  }
  return merged
}

/** Seconds covered by the ranges once merged (each second counted once). */
export const watchedSeconds = (ranges: readonly TimeRange[], durationSeconds: number): number =>
  mergeWatchedRanges(ranges, durationSeconds).reduce((sum, [start, end]) => sum + (end - start), 0)

/** Whether enough of the video was really played to complete the lesson: dragging the playhead to the end is not. */
export const hasWatchedEnough = (ranges: readonly TimeRange[], durationSeconds: number): boolean =>
  durationSeconds > 0 && watchedSeconds(ranges, durationSeconds) >= autoCompleteShare * durationSeconds
