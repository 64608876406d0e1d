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

/**
 * A domain's refusal: why an operation could not be done, by its `reason`, in words the screens show. Each domain names its
 * reasons (`class BookingRefused extends Refusal<BookingRefusal> {}`); its endpoints turn them into errors with
 * `refusalsAsErrorsOf`, which gives each reason its status.
 */
export class Refusal<Reason extends string> extends Error {
  constructor(
    readonly reason: Reason,
    message: string,
  ) {
    super(message)
    this.name = new.target.name
  }
}

/**
 * Runs an endpoint's work, turning a domain's refusal into the contract's error: the reason's status and the
 * refusal's message (and, when `fieldOf` names one, the message under that field too). Anything else is thrown on.
 */
export const refusalsAsErrorsOf =
  <Reason extends string>(refusal: abstract new (...args: never[]) => Refusal<Reason>, statusOf: Record<Reason, number>, fieldOf: Partial<Record<Reason, string>> = {}) =>
  async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work()
    } catch (error) {
      if (!(error instanceof refusal)) throw error
      const field = fieldOf[error.reason]
      throw new ApiError(statusOf[error.reason], error.message, field ? [{ field, message: error.message }] : undefined)
    }
  }
