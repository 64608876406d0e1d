/** Summary figures of a list of durations in milliseconds. */
export const summarise = (durations: number[]) => {
  const sorted = [...durations].sort((a, b) => a - b)
  const at = (fraction: number) => sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]
  const mean = sorted.reduce((sum, value) => sum + value, 0) / sorted.length
  return { runs: sorted.length, mean: round(mean), p50: round(at(0.5)), p95: round(at(0.95)), p99: round(at(0.99)), max: round(sorted[sorted.length - 1]) }
}

const round = (value: number) => Math.round(value * 100) / 100

/** Times `run` `count` times in a row, after `warmup` untimed runs. */
export const timeRuns = async (count: number, warmup: number, run: () => Promise<unknown>): Promise<number[]> => {
  for (let index = 0; index < warmup; index += 1) await run()
  const durations: number[] = []
  for (let index = 0; index < count; index += 1) {
    const started = performance.now()
    await run()
    durations.push(performance.now() - started)
  }
  return durations
}
