import { describe, expect, it } from 'vitest'

import { creditPlayedRanges, newSecondsAllowed, playableSeconds, playbackStartedAt } from '@/domains/learning/plausiblePlayback'

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 25, 12, 0, 0) + seconds * 1000)

describe('playableSeconds', () => {
  it('is the first report allowance, then twice the seconds since the learner began', () => {
    expect(playableSeconds(at(0), at(0))).toBe(30)
    expect(playableSeconds(at(0), at(10))).toBe(50)
    expect(playableSeconds(at(0), at(300))).toBe(630)
    expect(playableSeconds(at(10), at(0))).toBe(30)
  })
})

describe('playbackStartedAt', () => {
  it('is when the first report arrived when the lesson was never seen opened', () => {
    expect(playbackStartedAt({ recordedAt: at(-3600), arrivedAt: at(0) }, null)).toEqual(at(0))
  })

  it('believes a report recorded offline earlier, back to when the lesson was last opened, and no further', () => {
    expect(playbackStartedAt({ recordedAt: at(-600), arrivedAt: at(0) }, at(-900))).toEqual(at(-600))
    expect(playbackStartedAt({ recordedAt: at(-3600), arrivedAt: at(0) }, at(-900))).toEqual(at(-900))
    expect(playbackStartedAt({ recordedAt: at(60), arrivedAt: at(0) }, at(-900))).toEqual(at(0))
  })
})

describe('creditPlayedRanges', () => {
  it('adds what the budget allows, earliest first, and trims the rest', () => {
    expect(creditPlayedRanges([], [[0, 42]], 42, 30)).toEqual([[0, 30]])
    expect(creditPlayedRanges([[0, 30]], [[0, 42]], 42, 5)).toEqual([[0, 35]])
    expect(creditPlayedRanges([], [[0, 10], [20, 40]], 60, 15)).toEqual([[0, 10], [20, 25]])
  })

  it('charges only the newly covered seconds: playing a part again costs nothing', () => {
    expect(creditPlayedRanges([[0, 30]], [[10, 30]], 60, 0)).toEqual([[0, 30]])
    expect(creditPlayedRanges([[0, 30]], [[20, 50]], 60, 20)).toEqual([[0, 50]])
  })

  it('never bridges a gap or reaches past the video', () => {
    expect(creditPlayedRanges([[0, 10]], [[20, 30]], 25, 100)).toEqual([[0, 10], [20, 25]])
  })
})

describe('an honest player at the fastest speed', () => {
  it('is never trimmed: each report every 10 s brings at most 20 s, inside the budget', () => {
    let stored: [number, number][] = []
    const started = at(0)
    for (let report = 1; report <= 30; report += 1) {
      const reported: [number, number][] = [[(report - 1) * 20, report * 20]]
      const allowed = newSecondsAllowed(stored, 600, started, at(report * 10 - 10))
      stored = creditPlayedRanges(stored, reported, 600, allowed) as [number, number][]
    }
    expect(stored).toEqual([[0, 600]])
  })

  it('while a single made-up report of a whole video brings only the allowance', () => {
    const allowed = newSecondsAllowed([], 42, at(0), at(0))
    expect(creditPlayedRanges([], [[0, 42]], 42, allowed)).toEqual([[0, 30]])
  })
})
