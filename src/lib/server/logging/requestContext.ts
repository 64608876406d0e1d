/**
 * The request a line of log belongs to. server.ts runs each request inside `runWithRequestId`, and every logger line
 * written while it is handled (Payload's, the app's) carries its id (./logger.ts). The store lives on globalThis:
 * server.ts and Next's server bundle each load their own copy of this module, and both must see one store.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'

type RequestContext = { requestId: string }

const key = Symbol.for('solvingtech.requestContext')
const store = ((globalThis as Record<symbol, unknown>)[key] ??= new AsyncLocalStorage<RequestContext>()) as AsyncLocalStorage<RequestContext>

export const currentRequestId = (): string | undefined => store.getStore()?.requestId

export const runWithRequestId = <T>(requestId: string, work: () => T): T => store.run({ requestId }, work)

/** A load balancer's own id (X-Request-Id) when it is a plain token, so both logs share it; a new one otherwise. */
export const requestIdFrom = (incoming: string | string[] | undefined): string =>
  typeof incoming === 'string' && /^[A-Za-z0-9._-]{8,64}$/.test(incoming) ? incoming : randomUUID()
