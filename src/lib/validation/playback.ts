import { z } from 'zod'

import type { TimeRange } from '@/lib/rules/watchedRanges'
import { userId } from './fields'

/** At most this many played parts in one report (a player merges its own before sending). */
export const maxReportedRanges = 200
/** Players report a little past the length in a file's metadata; up to this many seconds over is the end. */
const endToleranceSeconds = 1
/** Where a video's length is unknown, positions are still bounded. */
const unknownLengthLimitSeconds = 24 * 60 * 60

export const playbackMessages = {
  positionSeconds: 'The position must be a number of seconds within the video',
  watchedRanges: `Played parts must be at most ${maxReportedRanges} [start, end] pairs of seconds within the video`,
  recordedAt: 'recordedAt must be a date and time',
}

const isRangeWithin =
  (limit: number) =>
  (value: unknown): value is TimeRange =>
    Array.isArray(value) &&
    value.length === 2 &&
    value.every((each) => typeof each === 'number' && Number.isFinite(each)) &&
    value[0] >= 0 &&
    value[0] < value[1] &&
    value[1] <= limit

/**
 * A player's report for one lesson (POST /api/v1/lessons/{id}/playback): where the learner is, which parts they
 * played, and when they were there (reports queued offline arrive late). Checked against the video's length, so a
 * client cannot claim more than the video holds.
 */
export const playbackReportSchema = (videoSeconds: number | null) => {
  const limit = videoSeconds === null ? unknownLengthLimitSeconds : videoSeconds + endToleranceSeconds
  return z.object({
    userId: userId(),
    positionSeconds: z
      .number({ error: playbackMessages.positionSeconds })
      .min(0, playbackMessages.positionSeconds)
      .max(limit, playbackMessages.positionSeconds),
    watchedRanges: z
      .array(z.unknown(), { error: playbackMessages.watchedRanges })
      .max(maxReportedRanges, playbackMessages.watchedRanges)
      .refine((ranges) => ranges.every(isRangeWithin(limit)), playbackMessages.watchedRanges)
      .transform((ranges) => ranges as TimeRange[])
      .default([]),
    recordedAt: z.iso.datetime({ offset: true, error: playbackMessages.recordedAt }).optional(),
  })
}


export const dataSaverMessage = 'dataSaver must be true or false'

/** PUT /api/v1/account/data-saver: the learner's "Data saver" switch, remembered on the account. */
export const dataSaverSchema = z.object({ userId: userId(), dataSaver: z.boolean({ error: dataSaverMessage }) })
