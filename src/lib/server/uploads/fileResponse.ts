import { open, type FileHandle } from 'node:fs/promises'

import { ApiError } from '@/lib/server/http/apiError'
import { parseByteRange } from './byteRange'
import { fileStream } from './fileStream'

type FileRequest = {
  filePath: string
  contentType: string
  /** The request's `Range` header. */
  range: string | null
  /** False for a HEAD request: the same headers, and the file is not read. */
  withBody: boolean
}

const openIfPresent = async (filePath: string): Promise<FileHandle | null> => {
  try {
    return await open(filePath, 'r')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}

/**
 * A file from disk, whole (`200`) or one byte range of it (`206` with `Content-Range`), so players can seek;
 * `416` for a range past its end; null when the file is not on disk. Cached only by the browser (`private`), and
 * never recompressed on the way (`no-transform`), which would break byte ranges.
 */
export const fileResponse = async ({ filePath, contentType, range, withBody }: FileRequest): Promise<Response | null> => {
  const handle = await openIfPresent(filePath)
  if (!handle) return null
  let streaming = false
  try {
    const { size } = await handle.stat()
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
    streaming = true
    return new Response(fileStream(handle, start, end), { status, headers })
  } finally {
    if (!streaming) await handle.close()
  }
}
