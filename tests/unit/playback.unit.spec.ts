import { describe, expect, it } from 'vitest'

import { formatClock, prefersLowData, resumePosition } from '@/lib/rules/playback'

describe('formatClock', () => {
  it('shows minutes and seconds, and hours past an hour', () => {
    expect(formatClock(161)).toBe('2:41')
    expect(formatClock(5)).toBe('0:05')
    expect(formatClock(600.9)).toBe('10:00')
    expect(formatClock(3723)).toBe('1:02:03')
  })

  it('shows 0:00 for a negative or unknown time', () => {
    expect(formatClock(-3)).toBe('0:00')
    expect(formatClock(Number.NaN)).toBe('0:00')
  })
})

describe('resumePosition', () => {
  it('offers the saved position, in whole seconds', () => {
    expect(resumePosition(161.7, 300)).toBe(161)
    expect(resumePosition(161, null)).toBe(161)
  })

  it('starts from the beginning when little was watched, nothing was saved, or the video was nearly finished', () => {
    expect(resumePosition(4.9, 300)).toBeNull()
    expect(resumePosition(null, 300)).toBeNull()
    expect(resumePosition(291, 300)).toBeNull()
    expect(resumePosition(Number.NaN, 300)).toBeNull()
  })
})

describe('prefersLowData', () => {
  it("follows the learner's switch when they set it", () => {
    expect(prefersLowData({ dataSaver: true, saveData: false, effectiveType: '4g' })).toBe(true)
    expect(prefersLowData({ dataSaver: false, saveData: true, effectiveType: '2g' })).toBe(false)
  })

  it('otherwise follows Save-Data and a slow connection', () => {
    expect(prefersLowData({ dataSaver: null, saveData: true })).toBe(true)
    expect(prefersLowData({ dataSaver: null, saveData: false, effectiveType: '3g' })).toBe(true)
    expect(prefersLowData({ dataSaver: null, saveData: false, effectiveType: 'slow-2g' })).toBe(true)
    expect(prefersLowData({ dataSaver: null, saveData: false, effectiveType: '4g' })).toBe(false)
    expect(prefersLowData({ dataSaver: null, saveData: false, effectiveType: null })).toBe(false)
  })
})
