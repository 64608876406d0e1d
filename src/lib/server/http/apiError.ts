export type FieldError = { field: string; message: string }

/** An error with the status and body the contract gives it. Thrown anywhere in an endpoint; answered by `endpoint()`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export const badRequest = (message: string, errors?: FieldError[]) => new ApiError(400, message, errors)
export const unauthorized = (message = 'Please sign in to continue') => new ApiError(401, message)
export const forbidden = (message = 'You are not allowed to do that') => new ApiError(403, message)
export const notFound = (message = 'Not found') => new ApiError(404, message)
export const conflict = (message: string) => new ApiError(409, message)
export const tooManyRequests = (retryAfterSeconds: number, message = 'Too many requests. Please wait a moment and try again.') =>
  new ApiError(429, message, undefined, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) })
