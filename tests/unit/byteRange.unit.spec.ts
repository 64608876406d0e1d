import { describe, expect, it } from 'vitest'

import { parseByteRange } from '@/lib/server/uploads/byteRange'

describe('parseByteRange', () => {
  it.each([
    ['bytes=100-199', { start: 100, end: 199 }],
    ['bytes=1000-', { start: 1000, end: 4999 }],
    ['bytes=-50', { start: 4950, end: 4999 }],
    ['bytes=4990-9999', { start: 4990, end: 4999 }],
    ['bytes=-9999', { start: 0, end: 4999 }],
  ])('reads %s', (header, range) => {
    expect(parseByteRange(header, 5000)).toEqual(range)
  })

  it.each(['bytes=5000-', 'bytes=6000-7000', 'bytes=-0'])('finds %s unsatisfiable', (header) => {
    expect(parseByteRange(header, 5000)).toBe('unsatisfiable')
  })

  it.each([null, '', 'bytes=', 'bytes=-', 'items=0-1', 'bytes=0-1,5-6', 'bytes=9-3', 'bytes=a-b'])('serves %s whole', (header) => {
    expect(parseByteRange(header, 5000)).toBeNull()
  })
})
