import { describe, expect, it } from 'vitest'

import { tQuantile975 } from '@/lib/rules/studentT'

/** Reference values of the 97.5th percentile of Student's t, to six places (R's `qt(0.975, df)`). */
const reference: [number, number][] = [
  [1, 12.706205],
  [2, 4.302653],
  [5, 2.570582],
  [9, 2.262157],
  [30, 2.042272],
  [31, 2.039513],
  [40, 2.021075],
  [60, 2.000298],
  [120, 1.97993],
  [1000, 1.962339],
  [10000, 1.960201],
]

describe('the 97.5th percentile of Student t', () => {
  it.each(reference)('with %i degrees of freedom is %f', (degreesOfFreedom, value) => {
    expect(tQuantile975(degreesOfFreedom)).toBeCloseTo(value, 5)
  })

  it('falls towards the normal 1.96 as the degrees of freedom grow, with no step where the table ends', () => {
    const values = Array.from({ length: 200 }, (_, index) => tQuantile975(index + 1))
    for (let index = 1; index < values.length; index++) expect(values[index]).toBeLessThan(values[index - 1])
    expect(values[30] - values[29]).toBeCloseTo(2.039513 - 2.042272, 5)
    expect(tQuantile975(1e9)).toBeCloseTo(1.959964, 6)
  })

  it('refuses what is not a whole number of degrees of freedom from 1', () => {
    for (const wrong of [0, -1, 2.5, Number.NaN]) expect(() => tQuantile975(wrong)).toThrow(RangeError)
  })
})
