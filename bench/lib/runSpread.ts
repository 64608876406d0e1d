/** The median of a list of figures (the mean of the middle two for an even count). */
export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** "median (min–max)" of repeated runs, rounded to whole numbers, the spread left out for a single run. */
export const medianAndSpread = (values: number[]): string => {
  const whole = (value: number) => String(Math.round(value))
  if (values.length < 2) return whole(values[0] ?? 0)
  return `${whole(median(values))} (${whole(Math.min(...values))}–${whole(Math.max(...values))})`
}
