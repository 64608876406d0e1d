/**
 * Whether the server is shutting down (src/lib/server/http/gracefulShutdown.ts). server.ts and Next's bundle each load
 * their own copy of this module, so the flag lives on the process, where both see it.
 */
const key = Symbol.for('solvingtech.draining')
const processState = globalThis as { [key]?: boolean }

export const markDraining = (): void => {
  processState[key] = true
}

export const isDraining = (): boolean => processState[key] === true
