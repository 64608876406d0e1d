import { smallestGroupShown, smallGroupLabel } from './impactSuppression'
import { tQuantile975 } from './studentT'

/**
 * The impact report's arithmetic: the mean change between two answers of the same learners, with its 95 % confidence
 * interval (Student's t on the paired differences), and how its figures are printed. What may be shown at all is
 * `suppressSmallGroups` (./impactSuppression.ts).
 */

export type MeanChange = {
  /** How many learners answered both times. */
  count: number
  mean: number
  /** The 95 % confidence interval of the mean; null for fewer than 2 learners (no spread to measure). */
  interval: { low: number; high: number } | null
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0)

/** The mean of the differences (after minus before) and its 95 % confidence interval; null when nobody answered. */
export const meanChange = (differences: readonly number[]): MeanChange | null => {
  const count = differences.length
  if (count === 0) return null
  const mean = sum(differences) / count
  if (count < 2) return { count, mean, interval: null }
  const variance = sum(differences.map((difference) => (difference - mean) ** 2)) / (count - 1)
  const margin = tQuantile975(count - 1) * Math.sqrt(variance / count)
  return { count, mean, interval: { low: mean - margin, high: mean + margin } }
}

/** A figure rounded to one decimal place, halves away from zero, as every screen and file of the report prints it. */
export const oneDecimal = (value: number): number => (Math.sign(value) * Math.round(Math.abs(value) * 10)) / 10 || 0

/** A figure as the report prints it: one decimal place, with its sign for a change. */
export const changeLabel = (value: number): string => {
  const rounded = oneDecimal(value)
  return `${rounded > 0 ? '+' : rounded < 0 ? '−' : ''}${Math.abs(rounded).toFixed(1)}`
}

/** A count of learners as the report shows it: "fewer than 5" from 1 to 4 (none is no one, and shown). */
export const countLabel = (count: number): string => (isHiddenCount(count) ? smallGroupLabel : String(count))

/** Whether a count is left out of the downloads: from 1 to 4 learners. */
export const isHiddenCount = (count: number): boolean => count > 0 && count < smallestGroupShown
