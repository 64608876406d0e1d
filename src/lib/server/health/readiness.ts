/** One thing the app uses; `run` resolves when it answers and throws or hangs when it does not. */
export type DependencyCheck = { name: string; run: () => Promise<unknown> }

export type DependencyState = 'ok' | 'unreachable'

const withinTime = <T>(work: Promise<T>, timeoutMs: number): Promise<T> => {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer within ${timeoutMs} ms`)), timeoutMs)
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}

/** Runs every check at once, each within `timeoutMs`. Never throws, never says why one failed. */
export const checkDependencies = async (checks: DependencyCheck[], timeoutMs: number): Promise<Record<string, DependencyState>> => {
  const outcomes = await Promise.allSettled(checks.map((check) => withinTime(Promise.resolve().then(check.run), timeoutMs)))
  return Object.fromEntries(checks.map(({ name }, index) => [name, outcomes[index].status === 'fulfilled' ? 'ok' : 'unreachable'] as const))
}
