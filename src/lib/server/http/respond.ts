import type { Operation, ResponseBody } from '@/lib/contract/operation'

import type { ApiError } from './apiError'

const baseHeaders = { 'Cache-Control': 'no-store' }

/** A JSON success body. */
export const json = (body: unknown, status = 200, headers: HeadersInit = {}): Response => {
  const response = Response.json(body, { status, headers: baseHeaders })
  new Headers(headers).forEach((value, key) => response.headers.append(key, value))
  return response
}

/** A success of a contract call: `body` must be what the call declares for `status` (a module's contract/operations.ts). */
export const reply = <C extends Operation, S extends keyof C['responses'] & number>(_call: C, status: S, body: ResponseBody<C, S>, headers: HeadersInit = {}): Response =>
  json(body, status, headers)

/** An empty success (204). */
export const noContent = (headers: HeadersInit = {}): Response => {
  const response = new Response(null, { status: 204, headers: baseHeaders })
  new Headers(headers).forEach((value, key) => response.headers.append(key, value))
  return response
}

/** The contract's error body: `{ message, errors? }`. */
export const errorResponse = (error: ApiError): Response =>
  Response.json(error.errors ? { message: error.message, errors: error.errors } : { message: error.message }, {
    status: error.status,
    headers: { ...baseHeaders, ...error.headers },
  })
