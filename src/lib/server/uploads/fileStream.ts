import type { FileHandle } from 'node:fs/promises'

const chunkBytes = 64 * 1024

/**
 * Bytes `start` to `end` (inclusive) of an open file as a web stream, read one chunk at a time as the client takes
 * them, so a large video is never held in memory. Closes the file when done, on error, or when the client goes away.
 */
export const fileStream = (handle: FileHandle, start: number, end: number): ReadableStream<Uint8Array> => {
  let position = start
  let closed = false
  const close = async () => {
    if (closed) return
    closed = true
    await handle.close()
  }
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const length = Math.min(chunkBytes, end + 1 - position)
        const { bytesRead, buffer } = length > 0 ? await handle.read(Buffer.alloc(length), 0, length, position) : { bytesRead: 0, buffer: null }
        if (closed) return
        if (!buffer || bytesRead === 0) {
          await close()
          controller.close()
          return
        }
        position += bytesRead
        controller.enqueue(new Uint8Array(buffer.buffer, buffer.byteOffset, bytesRead))
      } catch (error) {
        await close().catch(() => undefined)
        controller.error(error)
      }
    },
    cancel: close,
  })
}
