import { APIError, type PayloadRequest } from 'payload'

import { ApiError } from './apiError'

/**
 * Runs one of our checks that throw the contract's ApiError (a rate limit, the sign-in throttle) inside one of
 * Payload's own operations, where only Payload's APIError keeps its status and message: it is rethrown as one, with
 * its headers (Retry-After) on the answer.
 */
export const inPayloadOperation = async <T>(req: PayloadRequest, check: () => Promise<T>): Promise<T> => {
  try {
    return await check()
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    req.responseHeaders = new Headers(error.headers)
    throw new APIError(error.message, error.status, null, true)
  }
}
