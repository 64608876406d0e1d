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
