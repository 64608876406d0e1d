import type { Payload } from 'payload'

/**
 * Runs work after the answer is sent, so its duration reveals nothing (e.g. whether an account exists).
 * A failure is logged, never shown to the client.
 */
export const runInBackground = (payload: Payload, label: string, work: () => Promise<unknown>): void => {
  void Promise.resolve()
    .then(work)
    .catch((error: unknown) => payload.logger.error({ err: error, msg: `Background task failed: ${label}` }))
}
