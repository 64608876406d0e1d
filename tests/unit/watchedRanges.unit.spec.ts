import { describe, expect, it } from 'vitest'

import { hasWatchedEnough, mergeWatchedRanges, watchedSeconds } from '@/lib/rules/watchedRanges'

describe('mergeWatchedRanges', () => {
  it('merges overlapping and touching ranges in order, and keeps gaps', () => {
    expect(
      mergeWatchedRanges(
        [
          [30, 40],
          [0, 10],
          [5, 20],
          [20, 25],
        ],
        100,
      ),
    ).toEqual([
      [0, 25],
      [30, 40],
    ])
  })

  it('clamps to the duration and drops empty, reversed and non-finite ranges', () => {
    expect(
      mergeWatchedRanges(
        [
          [-5, 3],
          [95, 500],
          [10, 10],
          [20, 15],
          [Number.NaN, 4],
          [1, Number.POSITIVE_INFINITY],
        ],
        100,
      ),
    ).toEqual([
      [0, 3],
      [95, 100],
    ])
  })

  it('has nothing for a video without a known duration', () => {
    expect(mergeWatchedRanges([[0, 10]], 0)).toEqual([])
    expect(mergeWatchedRanges([[0, 10]], Number.NaN)).toEqual([])
  })
})

describe('watchedSeconds', () => {
  it('counts each second once however often it was played', () => {
    const replayed = Array.from({ length: 50 }, (): [number, number] => [0, 10])
    expect(watchedSeconds(replayed, 100)).toBe(10)
  })

  it('cannot exceed the duration', () => {
    expect(watchedSeconds([[0, 1e9]], 120)).toBe(120)
  })

  it('does not bridge gaps: a thousand tiny ranges add up to what was played', () => {
    const tiny = Array.from({ length: 1000 }, (_, index): [number, number] => [index, index + 0.01])
    expect(watchedSeconds(tiny, 1000)).toBeCloseTo(10, 6)
  })
})

describe('hasWatchedEnough (honest auto-complete)', () => {
  it('needs 90 % of the duration really played', () => {
    expect(hasWatchedEnough([[0, 90]], 100)).toBe(true)
    expect(hasWatchedEnough([[0, 89.9]], 100)).toBe(false)
    expect(
      hasWatchedEnough(
        [
          [0, 50],
          [55, 100],
        ],
        100,
      ),
    ).toBe(true)
  })

  it('is not fooled by dragging the playhead to the end', () => {
    expect(
      hasWatchedEnough(
        [
          [0, 3],
          [97, 100],
        ],
        100,
      ),
    ).toBe(false)
  })

  it('never completes a video without a known duration', () => {
    expect(hasWatchedEnough([[0, 100]], 0)).toBe(false)
  })
})
