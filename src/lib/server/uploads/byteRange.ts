type ByteRange = { start: number; end: number }

/**
 * The one byte range a `Range` header asks for in a file of `size` bytes (RFC 9110 §14.1.2): `bytes=100-199`,
 * open-ended `bytes=1000-` or the last n bytes `bytes=-50`, the end clamped to the file. `'unsatisfiable'` when it
 * starts past the end (answered `416`); null when there is no header or one we serve whole instead (another unit,
 * several ranges, bad syntax), which the RFC allows.
 */
export const parseByteRange = (header: string | null, size: number): ByteRange | 'unsatisfiable' | null => {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/)
  if (!match) return null
  const [, first, last] = match
  if (first === '') {
    if (last === '') return null
    const suffix = Number(last)
    return suffix === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(first)
  if (last !== '' && Number(last) < start) return null
  if (start >= size) return 'unsatisfiable'
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) }
}
