import { describe, expect, it } from 'vitest'

import { changeLabel, isHiddenCount, meanChange, oneDecimal } from '@/lib/rules/impactFigures'
import { smallGroupLabel } from '@/lib/rules/impactSuppression'

describe('the mean change and its 95 % confidence interval', () => {
  it('matches a worked example (paired t, 9 degrees of freedom)', () => {
    // Differences 1..10: mean 5.5, sample sd 3.02765, t(0.975, 9) = 2.262157; margin = 2.262157 * 3.02765 / sqrt(10) = 2.16585.
    const change = meanChange([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(change?.count).toBe(10)
    expect(change?.mean).toBe(5.5)
    expect(change?.interval?.low).toBeCloseTo(3.33415, 4)
    expect(change?.interval?.high).toBeCloseTo(7.66585, 4)
  })

  it('has no interval without spread to measure, and nothing without answers', () => {
    expect(meanChange([2])).toEqual({ count: 1, mean: 2, interval: null })
    expect(meanChange([])).toBeNull()
    expect(meanChange([1, 1, 1])).toEqual({ count: 3, mean: 1, interval: { low: 1, high: 1 } })
  })

  it('prints a change with its sign and one decimal place', () => {
    expect([changeLabel(1.26), changeLabel(-0.75), changeLabel(-0.04), changeLabel(0)]).toEqual(['+1.3', '−0.8', '0.0', '0.0'])
  })

  it('rounds every figure to one decimal place, halves away from zero, never to minus zero', () => {
    expect([1.25, -1.25, 3.456, -10, -0.04, 0].map(oneDecimal)).toEqual([1.3, -1.3, 3.5, -10, 0, 0])
    expect(Object.is(oneDecimal(-0.04), 0)).toBe(true)
  })
})

describe('small numbers', () => {
  it('are counts of 1 to 4 learners', () => {
    expect([0, 1, 4, 5, 6].map(isHiddenCount)).toEqual([false, true, true, false, false])
    expect(smallGroupLabel).toBe('fewer than 5')
  })
})
