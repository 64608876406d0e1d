import { workbookLimits } from '@/lib/rules/workbook'

import { ApiError } from './apiError'
import { readBodyUpTo } from './readBodyUpTo'
import { errorResponse } from './respond'

/** Payload's REST API reads whole JSON bodies into memory; nothing staff or the admin send is anywhere near 1 MB. */
const restBodyLimitBytes = 1024 * 1024

/** Multipart uploads (Media, lesson videos): Payload's `upload.limits.fileSize` counts them as they stream in. */
export const uploadLimitBytes = 200 * 1024 * 1024

/** A photo or voice note sent as the raw body (a workbook answer's): its endpoint holds each kind to its own limit. */
const mediaBodyLimitBytes = workbookLimits.photoBytes

const tooLarge = (limitBytes: number) =>
  errorResponse(new ApiError(413, `The request body is too large (${Math.round(limitBytes / 1024 / 1024)} MB at most)`))

const isMultipart = (request: Request) => /^multipart\/form-data\b/i.test(request.headers.get('content-type')?.trim() ?? '')

const isMedia = (request: Request) => /^(image|audio)\//i.test(request.headers.get('content-type')?.trim() ?? '')

/**
 * Wraps a route handler so a body over the limit is answered 413 with the contract's `{ message }` before the
 * handler parses anything: by its Content-Length when it has one, else by counting the chunked stream.
 */
export const limitRequestBody =
  <Context>(handler: (request: Request, context: Context) => Promise<Response>) =>
  async (request: Request, context: Context): Promise<Response> => {
    if (!request.body) return handler(request, context)
    const multipart = isMultipart(request)
    const limitBytes = multipart ? uploadLimitBytes : isMedia(request) ? mediaBodyLimitBytes : restBodyLimitBytes
    const declared = request.headers.get('content-length')
    if (declared !== null) return Number(declared) > limitBytes ? tooLarge(limitBytes) : handler(request, context)
    if (multipart) return handler(request, context)
    const body = await readBodyUpTo(request.body, limitBytes)
    if (!body) return tooLarge(limitBytes)
    return handler(new Request(request.url, { method: request.method, headers: request.headers, body, duplex: 'half' } as RequestInit), context)
  }
