import type { Endpoint, PayloadRequest } from 'payload'

import type { Operation } from '@/lib/contract/operation'

import { env } from '@/lib/server/env'
import { ApiError, forbidden } from './apiError'
import { isDatabaseUnavailable } from './databaseUnavailable'
import { errorResponse } from './respond'

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'

const stateChanging = new Set<Method>(['post', 'put', 'patch', 'delete'])

/** A browser that sends `Origin` on a state-changing call must be on our own site (CONTRACT.md). */
const assertSameOrigin = (req: PayloadRequest): void => {
  const origin = req.headers.get('origin')
  if (origin && origin !== new URL(env.publicUrl).origin) throw forbidden('Requests from other sites are not allowed')
}

/**
 * nginx's status for a request its client closed before the answer: nobody reads it, but the access log shows what
 * happened.
 */
const clientClosedRequest = 499

/**
 * One of our JSON endpoints, mounted by Payload under /api. Every failure is answered with the contract's error
 * body: an ApiError with its own status, an unreachable database as a 503 (the pool reconnects by itself, so the
 * client may retry), anything unexpected as a 500 that is logged and says nothing more. A request its client gave up
 * on (it closed the connection: the load tool at the end of a run, a phone losing signal) fails reading its body, or
 * wherever it was: that is logged as abandoned, never as a database outage that would wake an operator, and any
 * transaction it had begun has rolled back with the error.
 */
export const endpoint = (method: Method, path: string, handler: (req: PayloadRequest) => Promise<Response>): Endpoint => ({
  method,
  path,
  handler: async (req) => {
    try {
      if (stateChanging.has(method)) assertSameOrigin(req)
      return await handler(req)
    } catch (error) {
      if (error instanceof ApiError) return errorResponse(error)
      if (req.signal?.aborted) {
        req.payload.logger.info({ msg: `Request abandoned by its client during ${method.toUpperCase()} /api${path}` })
        return errorResponse(new ApiError(clientClosedRequest, 'The client closed the request.'))
      }
      if (isDatabaseUnavailable(error)) {
        req.payload.logger.warn({ msg: `Database unavailable during ${method.toUpperCase()} /api${path}` })
        return errorResponse(new ApiError(503, 'The service is briefly unavailable. Please try again in a moment.', undefined, { 'Retry-After': '5' }))
      }
      req.payload.logger.error({ err: error, msg: `Unexpected error in ${method.toUpperCase()} /api${path}` })
      return errorResponse(new ApiError(500, 'Something went wrong on our side. Please try again.'))
    }
  },
})

/** A contract path (`/api/v1/courses/{courseId}`) as Payload mounts it under /api (`/v1/courses/:courseId`). */
export const payloadPathOf = (contractPath: string): string => contractPath.replace(/^\/api/, '').replace(/\{(\w+)\}/g, ':$1')

/** An operation of the contract (a module's contract/operations.ts), mounted at the method and path it declares. */
export const apiEndpoint = (call: Pick<Operation, 'method' | 'path'>, handler: (req: PayloadRequest) => Promise<Response>): Endpoint =>
  endpoint(call.method, payloadPathOf(call.path), handler)
