/**
 * The request a line of log belongs to. server.ts runs each request inside `runWithRequestId`, and every logger line
 * written while it is handled (Payload's, the app's) carries its id (./logger.ts). The store lives on globalThis:
 * server.ts and Next's server bundle each load their own copy of this module, and both must see one store.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'

/** `open` until the answer is sent and its handling has finished: timers and jobs started inside a request (Payload
 * starts its crons inside the first one) keep its context for good, and must not carry its id after it. A client that
 * hangs up closes the answer early, and what the handling logs after that (that the request was abandoned) is still
 * the request's. */
type RequestContext = { requestId: string; open: boolean }

const key = Symbol.for('solvingtech.requestContext')
const store = ((globalThis as Record<symbol, unknown>)[key] ??= new AsyncLocalStorage<RequestContext>()) as AsyncLocalStorage<RequestContext>

export const currentRequestId = (): string | undefined => {
  const context = store.getStore()
  return context?.open ? context.requestId : undefined
}

/** Runs `work` (the request's handling) with `requestId` as the id of its lines until `response` closes and `work` (or the promise it returns) settles. */
export const runWithRequestId = <T>(requestId: string, response: { once(event: 'close', listener: () => void): unknown }, work: () => T): T => {
  const context: RequestContext = { requestId, open: true }
  let waitingFor = 2
  const oneDone = () => {
    waitingFor -= 1
    if (waitingFor === 0) context.open = false
  }
  response.once('close', oneDone)
  const result = store.run(context, work)
  if (result instanceof Promise) result.then(oneDone, oneDone)
  else oneDone()
  return result
}

/**
 * A load balancer's own id (X-Request-Id, passed only when one is trusted: server.ts) when it is a plain token, so both
 * logs share it; a new one otherwise.
 */
export const requestIdFrom = (incoming: string | string[] | undefined): string =>
  typeof incoming === 'string' && /^[A-Za-z0-9._-]{8,64}$/.test(incoming) ? incoming : randomUUID()
