import { describe, expect, it } from 'vitest'

import { median, medianAndSpread } from '../../bench/lib/runSpread'

describe("the browser bench's summary of repeated runs", () => {
  it('takes the middle run, or the mean of the middle two', () => {
    expect(median([300, 100, 200])).toBe(200)
    expect(median([40, 10, 30, 20])).toBe(25)
    expect(median([7])).toBe(7)
  })

  it('gives the median and the range, whole numbers, for two runs or more', () => {
    expect(medianAndSpread([332.6, 104.2, 120])).toBe('120 (104–333)')
    expect(medianAndSpread([98])).toBe('98')
  })
})
