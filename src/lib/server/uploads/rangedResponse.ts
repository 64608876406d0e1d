import { ApiError } from '@/lib/server/http/apiError'
import { parseByteRange } from './byteRange'

export type RangeRequest = {
  contentType: string
  /** The request's `Range` header. */
  range: string | null
  /** False for a HEAD request: the same headers, and the file is not read. */
  withBody: boolean
}

/**
 * A stored file of `size` bytes, whole (`200`) or one byte range of it (`206` with `Content-Range`), so players can
 * seek; `416` for a range past its end. `read` gives the bytes, wherever the file is kept. Cached only by the browser
 * (`private`), and never recompressed on the way (`no-transform`), which would break byte ranges.
 */
export const rangedResponse = async (
  size: number,
  { contentType, range, withBody }: RangeRequest,
  read: (start: number, end: number) => Promise<ReadableStream<Uint8Array>> | ReadableStream<Uint8Array>,
): Promise<Response> => {
  const requested = parseByteRange(range, size)
  if (requested === 'unsatisfiable') {
    throw new ApiError(416, 'That part of the file does not exist', undefined, { 'Content-Range': `bytes */${size}` })
  }
  const { start, end } = requested ?? { start: 0, end: size - 1 }
  const headers = new Headers({
    'Accept-Ranges': 'bytes',
    'Cache-Control': 'private, no-transform',
    'Content-Length': String(end - start + 1),
    'Content-Type': contentType,
  })
  if (requested) headers.set('Content-Range', `bytes ${start}-${end}/${size}`)
  const status = requested ? 206 : 200
  if (size === 0 || !withBody) return new Response(null, { status, headers })
  return new Response(await read(start, end), { status, headers })
}
