import { describe, expect, it } from 'vitest'

import { defaultLongestPauseSeconds, markPauseSeconds } from '@/domains/learning/completionPace'

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 25, 12, 0, 0) + seconds * 1000)

describe('markPauseSeconds', () => {
  it('does not slow the first mark in a course', () => {
    expect(markPauseSeconds({ lastMarkedAt: null, lessonSeconds: 600, now: at(0) })).toBe(0)
  })

  it('slows a mark that follows the last one sooner than the lesson could be watched at 2x, up to 15 s', () => {
    expect(markPauseSeconds({ lastMarkedAt: at(0), lessonSeconds: 20, now: at(4) })).toBe(6)
    expect(markPauseSeconds({ lastMarkedAt: at(0), lessonSeconds: 600, now: at(1) })).toBe(defaultLongestPauseSeconds)
    expect(markPauseSeconds({ lastMarkedAt: at(0), lessonSeconds: null, now: at(50) })).toBe(10)
    expect(markPauseSeconds({ lastMarkedAt: at(0), lessonSeconds: 600, now: at(1), longestPauseSeconds: 0 })).toBe(0)
  })

  it('does not slow a mark once the lesson could have been watched', () => {
    expect(markPauseSeconds({ lastMarkedAt: at(0), lessonSeconds: 20, now: at(10) })).toBe(0)
    expect(markPauseSeconds({ lastMarkedAt: at(0), lessonSeconds: 6000, now: at(300) })).toBe(0)
  })
})

describe('marks sent at once', () => {
  it('queue behind the one still waiting, one pause (at most the longest) after it', () => {
    // The last mark waits until 15 s from now: the next is written a lesson's pause after it, never sooner.
    expect(markPauseSeconds({ lastMarkedAt: at(15), lessonSeconds: 20, now: at(0) })).toBe(25)
    expect(markPauseSeconds({ lastMarkedAt: at(15), lessonSeconds: 600, now: at(0) })).toBe(15 + defaultLongestPauseSeconds)
    expect(markPauseSeconds({ lastMarkedAt: at(3), lessonSeconds: 600, now: at(0), longestPauseSeconds: 0 })).toBe(3)
  })
})
