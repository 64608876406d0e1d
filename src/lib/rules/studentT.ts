/**
 * The 97.5th percentile of Student's t distribution, the multiplier of a two-sided 95 % confidence interval, for
 * `degreesOfFreedom` ≥ 1. Up to 30 degrees of freedom from the printed table (to six places); beyond, the
 * Cornish–Fisher expansion around the normal's 1.96 (Abramowitz & Stegun 26.7.5), which matches the table to six places
 * from 20 on. The impact report needs only this one quantile, so it is a table, not a statistics package.
 */
const upTo30 = [
  12.706205, 4.302653, 3.182446, 2.776445, 2.570582, 2.446912, 2.364624, 2.306004, 2.262157, 2.228139, 2.200985, 2.178813, 2.160369, 2.144787, 2.13145,
  2.119905, 2.109816, 2.100922, 2.093024, 2.085963, 2.079614, 2.073873, 2.068658, 2.063899, 2.059539, 2.055529, 2.051831, 2.048407, 2.04523, 2.042272,
]

const z = 1.959963984540054
const terms = [
  (z ** 3 + z) / 4,
  (5 * z ** 5 + 16 * z ** 3 + 3 * z) / 96,
  (3 * z ** 7 + 19 * z ** 5 + 17 * z ** 3 - 15 * z) / 384,
  (79 * z ** 9 + 776 * z ** 7 + 1482 * z ** 5 - 1920 * z ** 3 - 945 * z) / 92160,
]

export const tQuantile975 = (degreesOfFreedom: number): number => {
  if (!Number.isInteger(degreesOfFreedom) || degreesOfFreedom < 1) throw new RangeError(`Degrees of freedom must be a whole number from 1, not ${degreesOfFreedom}`)
  if (degreesOfFreedom <= upTo30.length) return upTo30[degreesOfFreedom - 1]
  return terms.reduce((sum, term, index) => sum + term / degreesOfFreedom ** (index + 1), z)
}
