import { describe, expect, it } from 'vitest'

import { maxReportedRanges, playbackReportSchema } from '@/lib/validation/playback'

const failingFields = (videoSeconds: number | null, report: unknown) => {
  const result = playbackReportSchema(videoSeconds).safeParse(report)
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'))
}

describe('a player report, checked against the video', () => {
  it('accepts a position and played parts within the length, with a second of grace at the end', () => {
    expect(failingFields(42, { positionSeconds: 42.9, watchedRanges: [[0, 10], [20, 42.9]], recordedAt: '2026-11-24T10:00:00Z' })).toEqual([])
    expect(playbackReportSchema(42).parse({ positionSeconds: 3 }).watchedRanges).toEqual([])
  })

  it('refuses positions and parts past the end, backwards or negative parts, and too many parts, on their field', () => {
    expect(failingFields(42, { positionSeconds: 43.1 })).toEqual(['positionSeconds'])
    expect(failingFields(42, { positionSeconds: 1, watchedRanges: [[0, 43.1]] })).toEqual(['watchedRanges'])
    expect(failingFields(42, { positionSeconds: 1, watchedRanges: [[10, 10]] })).toEqual(['watchedRanges'])
    expect(failingFields(42, { positionSeconds: 1, watchedRanges: [[-0.1, 1]] })).toEqual(['watchedRanges'])
    expect(failingFields(42, { positionSeconds: 1, watchedRanges: [[0, Number.NaN]] })).toEqual(['watchedRanges'])
    const tooMany = Array.from({ length: maxReportedRanges + 1 }, (_, index) => [index / 100, index / 100 + 0.005])
    expect(failingFields(42, { positionSeconds: 1, watchedRanges: tooMany })).toEqual(['watchedRanges'])
    expect(failingFields(42, { positionSeconds: 1, recordedAt: '24/11/2026' })).toEqual(['recordedAt'])
  })

  it('still bounds positions when the length is unknown (a video given by address)', () => {
    expect(failingFields(null, { positionSeconds: 3600 })).toEqual([])
    expect(failingFields(null, { positionSeconds: 2 * 24 * 3600 })).toEqual(['positionSeconds'])
  })
})
