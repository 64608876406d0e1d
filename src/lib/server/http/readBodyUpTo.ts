import { ApiError } from './apiError'

/**
 * An oversized body without a declared length is still read (and dropped) up to this size before the answer, so the
 * kept-alive connection is left clean for the client's next request; past it the stream is cut off.
 */
const drainBytes = 10 * 1024 * 1024

/** The whole body if it is at most `limitBytes`, else null (having drained what the client kept sending). */
export const readBodyUpTo = async (body: ReadableStream<Uint8Array>, limitBytes: number): Promise<Buffer | null> => {
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > drainBytes) {
      await reader.cancel().catch(() => undefined)
      return null
    }
    if (size <= limitBytes) chunks.push(value)
  }
  return size > limitBytes ? null : Buffer.concat(chunks)
}

/**
 * A raw body (a file, an envelope) of at most `limitBytes`: refused with 413 and `tooLargeMessage` by its declared
 * length before it is read, or once it runs past the limit; empty when there is none.
 */
export const readRawBody = async (request: { headers: Headers; body?: ReadableStream<Uint8Array> | null }, limitBytes: number, tooLargeMessage: string): Promise<Buffer> => {
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > limitBytes) throw new ApiError(413, tooLargeMessage)
  const bytes = request.body ? await readBodyUpTo(request.body, limitBytes) : Buffer.alloc(0)
  if (bytes === null) throw new ApiError(413, tooLargeMessage)
  return bytes
}
