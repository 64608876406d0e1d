import type { PayloadRequest } from 'payload'

/** A JSON object (not an array, not null). */
export const isObject = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value)

/**
 * The request's JSON body, read once: `req.json()` then answers `replace(body)` (the body itself by default), so a
 * handler further on can read it again. Undefined when the body is not JSON, or the request has no body to read.
 */
export const readBodyOnce = async (req: PayloadRequest, replace: (body: unknown) => unknown = (body) => body): Promise<unknown> => {
  if (typeof req.json !== 'function') return undefined
  const body: unknown = await req.json().catch(() => undefined)
  const replaced = replace(body)
  req.json = () => Promise.resolve(replaced)
  return body
}
