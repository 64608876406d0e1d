/** One thing the app needs to serve traffic; `run` resolves when it answers and throws or hangs when it does not. */
export type ReadinessCheck = { name: string; run: () => Promise<unknown> }

export type Readiness = { ready: boolean; checks: Record<string, 'ok' | 'unreachable'> }

const withinTime = <T>(work: Promise<T>, timeoutMs: number): Promise<T> => {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer within ${timeoutMs} ms`)), timeoutMs)
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}

/** Runs every check at once, each within `timeoutMs`; ready when all answered. Never throws, never says why one failed. */
export const checkReadiness = async (checks: ReadinessCheck[], timeoutMs: number): Promise<Readiness> => {
  const outcomes = await Promise.allSettled(checks.map((check) => withinTime(Promise.resolve().then(check.run), timeoutMs)))
  const results = Object.fromEntries(checks.map(({ name }, index) => [name, outcomes[index].status === 'fulfilled' ? 'ok' : 'unreachable'] as const))
  return { ready: outcomes.every(({ status }) => status === 'fulfilled'), checks: results }
}
